// The `day` line's layout from a day's matches: the window's sections and order (followed first),
// no score before kick-off, the minute only while live, and its text in English and German.

import { describe, expect, it } from 'vitest';
import { dayLine, dayText } from '../../electron/headless/day-lines';
import { translator } from '../../shared/i18n';
import { matchWith } from '../fixtures/match-builders';

const FLAG = { sport: 'football', day: { offset: 0 as const } };
const FROM = new Date(2027, 0, 15).getTime();
const RANGE = { from: FROM, to: FROM + 86_400_000 };
const AT_SIX = Math.floor((FROM + 18 * 3_600_000) / 1000);

const upcoming = matchWith({
  id: 1,
  status: { phase: 'scheduled', text: 'Not started', code: 0 },
  startTimestamp: AT_SIX,
  clock: null,
});
const live = matchWith({ id: 2, startTimestamp: AT_SIX - 3600 });
const ours = matchWith({
  id: 3,
  status: { phase: 'finished', text: 'Ended', code: 100 },
  startTimestamp: AT_SIX - 7200,
  clock: null,
  home: { id: 77, name: 'Our Town' },
});

/** The day of the upcoming, the live and the finished match, the last one ours (team 77), at six. */
const ourTeamsDay = () =>
  dayLine(FLAG, RANGE, [upcoming, live, ours], (teamId) => teamId === 77, AT_SIX * 1000);

describe('headless day line', () => {
  it('puts followed teams first, then live and upcoming, each match with what its phase tells', () => {
    const line = ourTeamsDay();
    expect(line).toMatchObject({ date: '2027-01-15', offset: 0 });
    expect(line.sections.map((part) => part.section)).toEqual(['followed', 'live', 'upcoming']);
    const [followed, playing, later] = line.sections.map((part) => part.matches[0]!);
    expect(followed).toMatchObject({
      matchId: 3,
      followed: true,
      minute: null,
      score: { home: 0, away: 0 },
    });
    expect(playing).toMatchObject({ matchId: 2, followed: false, minute: "12'" });
    expect(later).toMatchObject({ matchId: 1, score: null, minute: null });
    expect(later!.kickoff).toBe(new Date(AT_SIX * 1000).toISOString());
  });

  it('carries red cards and a shoot-out as the window rows show them, and nothing when none', () => {
    const decided = matchWith({
      id: 4,
      status: { phase: 'finished', text: 'AP', code: 120 },
      startTimestamp: AT_SIX - 9000,
      clock: null,
      redCards: { home: 0, away: 2 },
    });
    decided.homeScore = { ...decided.homeScore, current: 5, display: 1, penalties: 4 };
    decided.awayScore = { ...decided.awayScore, current: 4, display: 1, penalties: 3 };
    const line = dayLine(FLAG, RANGE, [decided, live], () => false, AT_SIX * 1000);
    const all = line.sections.flatMap((part) => part.matches);
    expect(all.find((match) => match.matchId === 4)).toMatchObject({
      score: { home: 1, away: 1 },
      shootout: { home: 4, away: 3 },
      redCards: { home: 0, away: 2 },
    });
    const plain = all.find((match) => match.matchId === 2);
    expect(plain).not.toHaveProperty('redCards');
    expect(plain).not.toHaveProperty('shootout');
  });

  it('reads as the day list in English and German', () => {
    const line = ourTeamsDay();
    const english = dayText(line, translator('en'), 'en-GB').split('\n');
    expect(english[0]).toBe('[football] Today, 15 Jan 2027');
    expect(english[1]).toBe('  Your teams');
    expect(english[2]).toMatch(/^ {4}★ Ended Our Town 0–0 .+ \(Premier Division\)$/);
    expect(english).toContain('  Upcoming');
    expect(english.at(-1)).toMatch(/^ {4}18:00 .+ – .+ \(Premier Division\)$/);
    const german = dayText(line, translator('de'), 'de-DE');
    expect(german).toContain('[football] Heute, 15.01.2027');
    expect(german).toContain('  Deine Teams');
  });
});
