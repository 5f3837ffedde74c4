// Which followed live match the tray glance shows, over a scripted evening of seven sports: the one
// that has just scored, then the one closest to its end, then the team followed first; never a
// blind rotation. And how it reads: the followed side's code, its score first, ahead or behind.

import { describe, expect, it } from 'vitest';
import type { Match } from '../../shared/domain';
import { translator } from '../../shared/i18n';
import { GlanceTracker, JUST_SCORED_MS, glanceItem } from '../../shared/tray-glance';
import { side } from '../fixtures/match-builders';
import {
  BASKETBALL,
  ESPORTS,
  EVENING,
  EVENING_FOLLOWS,
  EVENING_MATCHES,
  FOOTBALL,
  HOCKEY,
  TENNIS,
  VOLLEYBALL,
} from '../fixtures/evening-matches';

const MINUTE = 60_000;

function replace(matches: readonly Match[], next: Match): Match[] {
  return matches.map((match) => (match.id === next.id ? next : match));
}

describe('the tray glance over an evening of seven followed live matches', () => {
  it('shows the match that just scored, then the one closest to its end', () => {
    const tracker = new GlanceTracker();
    let matches: Match[] = [...EVENING_MATCHES];
    const look = (minutes: number) =>
      tracker.update({ matches, follows: EVENING_FOLLOWS, now: EVENING + minutes * MINUTE });
    const shown = (minutes: number) => {
      const glance = look(minutes);
      return `${glance.shown?.sport} ${glance.shown?.reason} ${glance.shown?.text}`;
    };

    // 19:00: nobody has scored since the app looked; the hockey's 3rd period is nearest its end.
    expect(shown(0)).toBe('ice-hockey ending TOR 2–3 BOS P3 10:00');
    expect(look(0).others.map((item) => item.sport)).toEqual([
      'football',
      'tennis',
      'basketball',
      'volleyball',
      'handball',
      'esports',
    ]);

    // 19:01: Arsenal score: the goal takes the glance from the nearer-to-the-end hockey.
    matches = replace(matches, { ...FOOTBALL, homeScore: side(3) });
    expect(shown(1)).toBe("football scored ARS 3–1 CHE 61'");

    // 19:02: baskets in Chicago are no news (points are noise in basketball): still the goal.
    matches = replace(matches, { ...BASKETBALL, homeScore: side(52) });
    expect(shown(2)).toBe("football scored ARS 3–1 CHE 62'");

    // 19:02:30: Civitanova take the third set: the latest news wins.
    matches = replace(matches, {
      ...VOLLEYBALL,
      status: { phase: 'live', text: '4th set', code: null },
      homeScore: side(2, { periods: [25, 20, 25, 3] }),
      awayScore: side(1, { periods: [20, 25, 21, 1] }),
    });
    expect(shown(2.5)).toBe('volleyball scored LUB 2–1 SIR 4th set');

    // Two minutes after the set, the hockey is nearest its end again.
    expect(shown(2.5 + JUST_SCORED_MS / MINUTE)).toBe('ice-hockey ending TOR 2–3 BOS P3 5:30');

    // 19:06: Toronto equalise, a goal against the followed Boston: shown too, now level.
    matches = replace(matches, { ...HOCKEY, homeScore: side(3) });
    const equaliser = look(6).shown;
    expect(equaliser?.reason).toBe('scored');
    expect([equaliser?.code, equaliser?.mine, equaliser?.theirs, equaliser?.lead]).toEqual([
      'BOS',
      3,
      3,
      'level',
    ]);

    // The hockey ends and leaves the live list: the football (71') is nearest its end.
    matches = matches.filter((match) => match.id !== HOCKEY.id);
    expect(shown(12)).toBe("football ending ARS 3–1 CHE 72'");
  });

  it('falls back to the team followed first when nothing else tells the matches apart', () => {
    const tracker = new GlanceTracker();
    const other = { ...ESPORTS, id: 8, home: { id: 801, name: 'G2 Esports' } };
    const follows = [{ sport: 'esports', teamId: 801 }, ...EVENING_FOLLOWS];
    const glance = tracker.update({ matches: [ESPORTS, other], follows, now: EVENING });
    expect(glance.shown?.matchId).toBe(8);
    expect(glance.shown?.reason).toBe('team');
    expect(glance.others.map((item) => item.matchId)).toEqual([7]);
  });
});

describe('how one match reads in the glance', () => {
  it('gives tennis the games of the set under way, the points and the sets, as the title', () => {
    const item = glanceItem(TENNIS, EVENING_FOLLOWS, EVENING);
    expect(item.text).toBe('PEG 1–1 SWI 15–30 · sets 1–0');
    // Swiatek is followed: her side first, a set down but level in the set's games.
    expect([item.code, item.mine, item.theirs, item.lead]).toEqual(['SWI', 1, 1, 'level']);
    const german = glanceItem(TENNIS, EVENING_FOLLOWS, EVENING, translator('de'));
    expect(german.text).toBe('PEG 1–1 SWI 15–30 · Sätze 1–0');
  });

  it('names the followed side and says whether it leads, from its side', () => {
    const hockey = glanceItem(HOCKEY, EVENING_FOLLOWS, EVENING);
    expect([hockey.code, hockey.mine, hockey.theirs, hockey.lead]).toEqual(['BOS', 3, 2, 'ahead']);
    const trailing = glanceItem({ ...FOOTBALL, awayScore: side(4) }, EVENING_FOLLOWS, EVENING);
    expect([trailing.code, trailing.mine, trailing.theirs, trailing.lead]).toEqual([
      'ARS',
      2,
      4,
      'behind',
    ]);
    // Followed by its competition only: no side, no lead.
    const neutral = glanceItem(FOOTBALL, [], EVENING);
    expect([neutral.followed, neutral.lead]).toEqual([null, null]);
  });
});
