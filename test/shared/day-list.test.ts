import { describe, expect, it } from 'vitest';
import { buildDayList, type DaySport } from '../../shared/day-rows';
import { matchWith } from '../fixtures/match-builders';

const base = { followedTeams: new Set<string>(), sportOrder: ['football'], untitled: 'Other' };
const open = (sport: string, extra: Partial<DaySport> = {}): DaySport => ({
  sport,
  live: 0,
  open: true,
  state: 'loaded',
  ...extra,
});
const live = { phase: 'live', text: '2nd half', code: 7 } as const;
const finished = { phase: 'finished', text: 'Ended', code: 100 } as const;
const scheduled = { phase: 'scheduled', text: 'Not started', code: 0 } as const;

describe('buildDayList', () => {
  it("lists a competition's live matches first, then its results before its fixtures", () => {
    const items = buildDayList(
      [
        matchWith({ id: 1, startTimestamp: 900, status: scheduled }),
        matchWith({ id: 2, startTimestamp: 500, status: live }),
        matchWith({ id: 3, startTimestamp: 100, status: finished }),
        matchWith({ id: 4, startTimestamp: 200, status: finished }),
      ],
      { ...base, sports: [open('football')] },
    );
    expect(items.flatMap((item) => (item.type === 'match' ? [item.matchKey] : []))).toEqual([
      'football:2',
      'football:3',
      'football:4',
      'football:1',
    ]);
    expect(items.some((item) => item.type === 'sport')).toBe(false);
  });

  it('gives each of several sports a heading, and lists nothing under a closed one', () => {
    const items = buildDayList(
      [
        matchWith({ id: 1, status: live }),
        matchWith({ id: 2, sport: 'tennis', status: live }),
      ],
      {
        ...base,
        sports: [open('football'), open('tennis', { open: false, live: 4, state: 'loading' })],
      },
    );
    expect(items.filter((item) => item.type === 'sport')).toEqual([
      expect.objectContaining({ sport: 'football', open: true, count: 1, live: 1 }),
      // Not loaded: the switcher's live count, not a count of rows it does not have.
      expect.objectContaining({ sport: 'tennis', open: false, live: 4 }),
    ]);
    expect(items.filter((item) => item.type === 'match')).toHaveLength(1);
  });
});
