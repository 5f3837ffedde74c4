import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translator } from '../../shared/i18n';
import type { AccountStatus } from '../../shared/domain';
import {
  agoWords,
  clockText,
  freshnessText,
  matchCodes,
  teamCode,
  tickerLine,
  tooltipText,
} from '../../shared/ticker-format';
import { accountStatus } from '../fixtures/account-status';
import { namedMatch, type NamedMatchSketch } from '../fixtures/match-builders';

const status = (patch: Partial<AccountStatus> = {}): AccountStatus =>
  accountStatus({ lastUpdatedAt: 0, ...patch });

/** The ticker line of a match between two teams told by name, the rest as the sketch says. */
const lineOf = (home: string, away: string, sketch: Partial<NamedMatchSketch> = {}) =>
  tickerLine(namedMatch({ id: 1, home: [1, home], away: [2, away], ...sketch }), 0);

/** A team told by its name (and its own code, when the service sends one). */
const team = (name: string, code?: string) => ({
  id: name.length,
  name,
  ...(code ? { code } : {}),
});

describe('ticker line', () => {
  it('reads like a scoreboard: codes, score with an en dash, clock', () => {
    expect(lineOf('Norwich City', 'Eastleigh', { score: [2, 1], clock: "67'" })).toBe(
      "NOR 2–1 EAS 67'",
    );
  });

  it('where the service lists the visitors first (US leagues), they come first, score and all', () => {
    const match = namedMatch({
      id: 2,
      home: [3682, 'Colorado Avalanche'],
      away: [3688, 'Los Angeles Kings'],
      score: [8, 4],
      clock: 'P3',
      sport: 'ice-hockey',
    });
    expect(tickerLine({ ...match, visitorsFirst: true }, 0)).toBe('LOS 4–8 COL P3');
    expect(tickerLine(match, 0)).toBe('COL 8–4 LOS P3');
  });

  it("prefers the service's own code, skips club prefixes, and copes with accents and odd names", () => {
    expect(teamCode({ id: 1, name: 'Leeds United', code: 'lee' })).toBe('LEE');
    expect(teamCode({ id: 1, name: 'FC Barcelona' })).toBe('BAR');
    expect(teamCode({ id: 1, name: 'Atlético Madrid' })).toBe('ATL');
    expect(teamCode({ id: 1, name: 'Ox' })).toBe('OXX');
    expect(teamCode({ id: 1, name: '!!!' })).toBe('???');
  });

  it('shortens the status words when the service gives no clock', () => {
    const at = (text: string, phase: 'live' | 'paused' = 'live', sport = 'football') =>
      clockText({ sport, clock: null, status: { text, phase, code: null } }, 0);
    expect(at('Halftime', 'paused')).toBe('HT');
    expect(at('Penalties')).toBe('Pen');
    expect(at('Overtime')).toBe('ET');
    expect(at('Overtime', 'live', 'ice-hockey')).toBe('OT');
    expect(at('Pause', 'paused')).toBe('Break');
    expect(at('3rd set', 'live', 'tennis')).toBe('3rd set');
    expect(at('A very long status description')).toBe('Live');
  });

  it('reads a missing score as a dash and a stage as live', () => {
    expect(
      lineOf('Ajax', 'PSV', { score: [null, null], clock: null, statusText: '1st half' }),
    ).toBe('AJA – PSV 1H');
    const stage = { ...namedMatch({ id: 3, home: [0, 'Stage 5'], away: [0, ''] }), isStage: true };
    expect(tickerLine(stage, 0)).toBe('Stage 5 live');
  });

  it('never produces an empty or multi-line ticker, whatever the names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(200), fc.nat(200), (home, away, h, a) => {
        const line = tickerLine(
          namedMatch({ id: 1, home: [1, home], away: [2, away], score: [h, a] }),
          0,
        );
        expect(line.length).toBeGreaterThan(0);
        expect(line).not.toContain('\n');
        expect(line).toContain(`${h}–${a}`);
      }),
    );
  });
});

describe('team codes in the macOS title', () => {
  it('never gives both teams the same code', () => {
    expect(lineOf('Colo-Colo', 'Colón', { score: [1, 0], clock: "12'" })).toBe("COL 1–0 CLN 12'");
    const pairs: [string, string, string?, string?][] = [
      ['Colo-Colo', 'Colón'],
      ['Real Madrid', 'Real Sociedad'],
      ['Manchester United', 'Manchester City'],
      ['Nacional', 'Nacional'],
      ['Inter', 'Internacional'],
      ['Leeds United', 'Lens', 'LEE', 'LEE'],
      ['Ox', 'Oxx'],
    ];
    for (const [home, away, homeCode, awayCode] of pairs) {
      const [a, b] = matchCodes({ home: team(home, homeCode), away: team(away, awayCode) });
      expect(a, `${home} v ${away}`).not.toBe(b);
      expect(a).toMatch(/^[A-Z0-9]{2,4}$/);
      expect(b).toMatch(/^[A-Z0-9]{2,4}$/);
    }
  });

  it('leaves codes that already differ as they are', () => {
    expect(matchCodes({ home: team('Norwich City'), away: team('Eastleigh') })).toEqual([
      'NOR',
      'EAS',
    ]);
  });
});

describe('tooltip', () => {
  it('fits any number of matches into a limit, counting what it leaves out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 40, max: 200 }),
        (count, limit) => {
          const matches = Array.from({ length: count }, (_, index) =>
            namedMatch({
              id: index,
              home: [index, `Home Team ${index}`],
              away: [100 + index, `Away Team ${index}`],
            }),
          );
          const text = tooltipText(matches, status({ lastUpdatedAt: 0 }), {
            now: 0,
            maxLength: limit,
          });
          expect(text.length).toBeLessThanOrEqual(limit);
          expect(text).toContain('Updated just now');
        },
      ),
    );
  });
});

describe('freshness', () => {
  it('says how long ago the last update was', () => {
    expect(agoWords(0, 30_000)).toBe('just now');
    expect(agoWords(0, 2 * 60_000)).toBe('2 min ago');
    expect(agoWords(0, 3 * 3_600_000)).toBe('3 h ago');
    expect(agoWords(0, 4 * 86_400_000)).toBe('4 days ago');
    expect(agoWords(0, 2 * 60_000, translator('de'))).toBe('vor 2 Min.');
  });

  it('names each account state in plain words', () => {
    const hhmm = () => '01:00';
    expect(freshnessText(status({ state: 'suspended' }), 0, hhmm)).toBe(
      'Account suspended or access denied',
    );
    expect(freshnessText(status({ state: 'quota-exhausted', resetAt: 5 }), 0, hhmm)).toBe(
      'Daily quota used up until 01:00',
    );
    // Before the first answer nothing was connected: connecting, not reconnecting.
    expect(freshnessText(status({ state: 'reconnecting', lastUpdatedAt: null }), 0, hhmm)).toBe(
      'Connecting',
    );
    expect(freshnessText(status({ lastUpdatedAt: null, demo: true }), 0, hhmm)).toBe(
      'Connecting (demo)',
    );
  });
});
