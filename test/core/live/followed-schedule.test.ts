import { describe, expect, it } from 'vitest';
import { createFollowIndex } from '../../../electron/core/live/follow-index';
import { FollowedSchedule, followedActivity } from '../../../electron/core/live/followed-schedule';
import { followedTeamSchema } from '../../../shared/settings';
import { listMatch } from '../../fixtures/match-builders';

const NOW = Date.UTC(2026, 8, 29, 12, 0, 0);
const MIN = 60_000;
const follows = createFollowIndex([
  followedTeamSchema.parse({ sport: 'football', teamId: 101, name: 'Rovers' }),
]);

describe('whether a followed match matters now', () => {
  it('is live while a followed match is being played', () => {
    const matches = [listMatch({ id: 1, homeId: 101, phase: 'live' })];
    expect(followedActivity(matches, follows, NOW).activity).toBe('live');
  });

  it('is soon from shortly before kick-off, and says when to wake up before that', () => {
    const kickOff = NOW + 60 * MIN;
    const matches = [listMatch({ id: 1, awayId: 101, phase: 'scheduled', startsAt: kickOff })];
    const early = followedActivity(matches, follows, NOW);
    expect(early).toEqual({ activity: 'none', wakeAt: kickOff - 15 * MIN });
    expect(followedActivity(matches, follows, kickOff - 10 * MIN).activity).toBe('soon');
    expect(followedActivity(matches, follows, kickOff + 30 * MIN).activity).toBe('soon');
  });

  it('ignores matches of teams nobody follows, and matches already over', () => {
    const matches = [
      listMatch({ id: 1, phase: 'live' }),
      listMatch({ id: 2, homeId: 101, phase: 'finished', startsAt: NOW - 30 * MIN }),
    ];
    expect(followedActivity(matches, follows, NOW)).toEqual({ activity: 'none', wakeAt: null });
  });

  it('lets what the live feed saw beat a list fetched in the morning', () => {
    const book = new FollowedSchedule();
    book.put(
      'football',
      '2026-09-29',
      [listMatch({ id: 1, homeId: 101, phase: 'scheduled', startsAt: NOW - 20 * MIN })],
      NOW - 5 * 3_600_000,
    );
    expect(followedActivity(book.matchesOf('football'), follows, NOW).activity).toBe('soon');
    book.observe(listMatch({ id: 1, homeId: 101, phase: 'finished', startsAt: NOW - 20 * MIN }));
    expect(followedActivity(book.matchesOf('football'), follows, NOW).activity).toBe('none');
  });
});
