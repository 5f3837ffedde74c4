// The fold of a match script: knockout ties go to extra time and penalties only when level, and the
// score object then keeps shoot-out goals out of `display`.

import { describe, expect, it } from 'vitest';
import { displayTotal, foldMatch } from '../../../electron/demo/sim/match-state';
import { createRandom } from '../../../electron/demo/sim/random';
import { simSport } from '../../../electron/demo/sim/sport-catalog';
import type { TimedHappening } from '../../../electron/demo/sim/timeline';
import { scoreObject } from '../../../electron/demo/serialize/score-object';

const KICK_OFF = Date.UTC(2026, 10, 21, 15);
const players = Array.from({ length: 18 }, (_, i) => `Player ${i}`);
const football = simSport('football');
if (!football) throw new Error('football is simulated');

function knockoutScript(
  seed: number,
  keepGoals: (item: TimedHappening) => boolean,
): TimedHappening[] {
  const script =
    football?.script({
      random: createRandom(seed),
      kickOff: KICK_OFF,
      knockout: true,
      homePlayers: players,
      awayPlayers: players,
    }) ?? [];
  return script.filter((item) => item.kind !== 'score' || keepGoals(item));
}

describe('knockout football', () => {
  it('a goalless tie goes through extra time to penalties and ends AP, display without the shoot-out', () => {
    const script = knockoutScript(7, () => false);
    const end = script.at(-1)?.at ?? 0;
    const during = foldMatch(script, KICK_OFF + 122 * 60_000, football.rules);
    expect(during.status).toMatchObject({ code: 41, description: '1st extra', type: 'inprogress' });
    const final = foldMatch(script, end, football.rules);
    expect(final.status).toEqual({ code: 120, description: 'AP', type: 'finished' });
    const home = scoreObject('football', final, 'home');
    const away = scoreObject('football', final, 'away');
    expect([home.display, away.display]).toEqual([0, 0]);
    expect(home.current).toBe(home.penalties);
    expect(home.penalties).not.toBe(away.penalties);
    expect(Object.keys(home).sort()).toEqual([
      'current',
      'display',
      'extra1',
      'extra2',
      'normaltime',
      'overtime',
      'penalties',
      'period1',
      'period2',
    ]);
    expect(final.incidents.at(-1)).toMatchObject({ kind: 'period', text: 'PEN' });
  });

  it('a decided tie ends at full time and never plays extra time', () => {
    let first = true;
    const script = knockoutScript(7, () => {
      const keep = first;
      first = false;
      return keep;
    });
    const final = foldMatch(script, script.at(-1)?.at ?? 0, football.rules);
    expect(final.status).toEqual({ code: 100, description: 'Ended', type: 'finished' });
    expect(displayTotal(final, 'home') + displayTotal(final, 'away')).toBe(1);
    expect(final.reached).toEqual(['period1', 'period2']);
  });

  it('a cancelled goal takes the score back down and leaves a VAR note', () => {
    const script: TimedHappening[] = [
      {
        at: KICK_OFF,
        kind: 'status',
        words: { code: 6, description: '1st half' },
        type: 'inprogress',
        period: 'period1',
        clock: { offsetSeconds: 0, lengthSeconds: 2700, scale: 1 },
      },
      { at: KICK_OFF + 10 * 60_000, kind: 'score', side: 'away', points: 1, player: 'A' },
      { at: KICK_OFF + 11 * 60_000, kind: 'cancel' },
    ];
    const state = foldMatch(script, KICK_OFF + 12 * 60_000, football.rules);
    expect(displayTotal(state, 'away')).toBe(0);
    expect(state.incidents.map((incident) => [incident.kind, incident.minute])).toEqual([
      ['varDecision', 12],
    ]);
  });
});
