// The alert policy per sport of docs/alerts.md's "Sports": esports maps counted as
// played (five zero fields from the first map are no maps), water polo at quarter ends not per
// goal, snooker at a session break not per frame, baseball innings only with runs, and a race
// followed as a competition (stages have team id 0).

import { describe, expect, it } from 'vitest';
import { AlertHarness, follow } from './alert-harness';
import { sketchMatch } from '../../fixtures/match-builders';

const HOME = { id: 1, name: 'Northbridge Rovers' };

describe('alert policy per sport', () => {
  it('esports: first map, each map end, full time; five zero map fields are no map played', () => {
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'esports', teamId: 1, name: HOME.name })] },
    });
    const zeros = (first: [number, number], second: [number, number]): [number, number][] => [
      first,
      second,
      [0, 0],
      [0, 0],
      [0, 0],
    ];
    const esports = (sketch: Parameters<typeof sketchMatch>[0]) =>
      sketchMatch({ sport: 'esports', ...sketch });
    harness.look([esports({ phase: 'scheduled' })]);
    harness.look([esports({ score: [0, 0], periods: zeros([0, 0], [0, 0]), text: 'First game' })]);
    harness.look([esports({ score: [1, 0], periods: zeros([1, 0], [0, 0]), text: 'Second game' })]);
    harness.look([
      esports({ phase: 'finished', score: [2, 0], periods: zeros([1, 0], [1, 0]), text: 'Ended' }),
    ]);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'period-end', 'fulltime']);
    expect(harness.shownTitles()[0]).toBe('First map: Northbridge Rovers 0–0 Eastham City');
    expect(harness.notifier.shown[1]?.body).toBe('Map 1 to Northbridge Rovers · Premier Division');
    expect(harness.shownTitles()[2]).toBe(
      'Match over, Northbridge Rovers won: Northbridge Rovers 2–0 Eastham City',
    );
  });

  it('water polo: no alert per goal, one per quarter end', () => {
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'water-polo', teamId: 1, name: HOME.name })] },
      firstRun: true,
    });
    const polo = (score: [number, number], periods: [number, number][], text: string) =>
      sketchMatch({ sport: 'water-polo', score, periods, text });
    harness.look([polo([0, 0], [[0, 0]], '1st quarter')]);
    harness.look([polo([3, 2], [[3, 2]], '1st quarter')]);
    harness.look([polo([5, 4], [[5, 4]], '1st quarter')]);
    harness.look([
      polo(
        [5, 4],
        [
          [5, 4],
          [0, 0],
        ],
        '2nd quarter',
      ),
    ]);
    expect(harness.shownTitles()).toEqual([
      'End of quarter 1: Northbridge Rovers 5–4 Eastham City',
    ]);
  });

  it('snooker: no alert per frame, one at a break between sessions', () => {
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'snooker', teamId: 1, name: HOME.name })] },
      firstRun: true,
    });
    const snooker = (score: [number, number], phase: 'live' | 'paused' = 'live') =>
      sketchMatch({
        sport: 'snooker',
        score,
        phase,
        text: phase === 'live' ? 'In progress' : 'Break',
      });
    harness.look([snooker([0, 0])]);
    harness.look([snooker([1, 0])]);
    harness.look([snooker([2, 1])]);
    harness.look([snooker([5, 3], 'paused')]);
    expect(harness.notifier.kinds()).toEqual(['period-end']);
    expect(harness.shownTitles()[0]).toBe('End of session: Northbridge Rovers 5–3 Eastham City');
  });

  it('baseball: an inning is told only when runs changed its score', () => {
    const harness = new AlertHarness({
      settings: { follows: [follow({ sport: 'baseball', teamId: 1, name: HOME.name })] },
      firstRun: true,
    });
    const innings = (periods: [number, number][], text: string) => {
      const home = periods.reduce((sum, pair) => sum + pair[0], 0);
      const away = periods.reduce((sum, pair) => sum + pair[1], 0);
      return sketchMatch({ sport: 'baseball', score: [home, away], periods, text });
    };
    harness.look([innings([[0, 0]], '1st inning')]);
    harness.look([
      innings(
        [
          [0, 0],
          [0, 0],
        ],
        '2nd inning',
      ),
    ]);
    harness.look([
      innings(
        [
          [0, 0],
          [2, 0],
          [0, 0],
        ],
        '3rd inning',
      ),
    ]);
    expect(harness.shownTitles()).toEqual(['End of inning 2: Northbridge Rovers 2–0 Eastham City']);
  });

  it('cycling followed as a race: stage start and end, teamId 0, the competition on the alert', () => {
    const harness = new AlertHarness({
      settings: {
        competitions: [
          {
            sport: 'cycling',
            tournamentId: 17,
            name: 'Paris–Nice',
            alerts: { kickoff: true, goals: true, periods: true, fulltime: true },
            muted: false,
          },
        ],
      },
    });
    const stage = (phase: 'scheduled' | 'live' | 'finished') =>
      sketchMatch({
        sport: 'cycling',
        home: { id: 0, name: 'Stage 5 - Nice › Col de Turini' },
        away: { id: 0, name: '' },
        isStage: true,
        score: null,
        phase,
        text: phase === 'live' ? 'In Progress' : undefined,
      });
    harness.look([stage('scheduled')]);
    harness.look([stage('live')]);
    harness.look([stage('finished')]);
    expect(harness.shownTitles()).toEqual([
      'Race start: Stage 5 - Nice › Col de Turini',
      'Stage finished: Stage 5 - Nice › Col de Turini',
    ]);
    expect(harness.notifier.shown.map((alert) => [alert.teamId, alert.competitionId])).toEqual([
      [0, 17],
      [0, 17],
    ]);
  });
});
