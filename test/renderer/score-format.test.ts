import { describe, expect, it } from 'vitest';
import {
  periodColumns,
  shootoutLine,
  spokenScore,
  statusWords,
} from '../../renderer/src/format/score';
import { scoreText } from '../../shared/ticker-format';
import { matchWith, side } from '../fixtures/match-builders';

const labels = (columns: ReturnType<typeof periodColumns>) => columns.map((column) => column.label);

describe('periodColumns', () => {
  it('gives basketball its quarters, overtime and total', () => {
    const match = matchWith({
      id: 1,
      sport: 'basketball',
      homeScore: side(101, { periods: [20, 25, 30, 16], overtime: 10 }),
      awayScore: side(99, { periods: [22, 24, 27, 17], overtime: 9 }),
      status: { phase: 'finished', text: 'AOT', code: 110 },
    });
    const columns = periodColumns(match);
    expect(labels(columns)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'T']);
    expect(columns.map((column) => column.home)).toEqual(['20', '25', '30', '16', '10', '101']);
    expect(columns.at(-1)).toMatchObject({ title: 'Total', emphasis: true });
  });

  it('shows a shoot-out as its own column while the total reads the displayed score', () => {
    const match = matchWith({
      id: 1,
      homeScore: side(1, { current: 5, display: 1, periods: [0, 1], overtime: 0, penalties: 4 }),
      awayScore: side(1, { current: 4, display: 1, periods: [1, 0], overtime: 0, penalties: 3 }),
      status: { phase: 'finished', text: 'AP', code: 120 },
    });
    const columns = periodColumns(match);
    expect(labels(columns)).toEqual(['1H', '2H', 'ET', 'Pen', 'T']);
    expect(columns.at(-1)).toMatchObject({ home: '1', away: '1' });
    expect(columns.find((column) => column.label === 'Pen')).toMatchObject({
      home: '4',
      away: '3',
    });
  });

  it('gives tennis its sets and the point in the current game', () => {
    const match = matchWith({
      id: 1,
      sport: 'tennis',
      homeScore: side(1, { periods: [6, 3], point: '40' }),
      awayScore: side(0, { periods: [4, 2], point: 'A' }),
      status: { phase: 'live', text: '2nd set', code: 9 },
    });
    const columns = periodColumns(match);
    expect(labels(columns)).toEqual(['S1', 'S2', 'Pts', 'T']);
    expect(columns[2]).toMatchObject({ home: '40', away: 'A' });
  });

  it('names esports maps and leaves out later periods nobody has played', () => {
    const zeros = matchWith({
      id: 2,
      sport: 'esports',
      homeScore: side(0, { periods: [9, 0, 0, 0, 0] }),
      awayScore: side(0, { periods: [7, 0, 0, 0, 0] }),
      status: { phase: 'live', text: 'First game', code: 1001 },
    });
    expect(labels(periodColumns(zeros))).toEqual(['M1', 'T']);
    const match = matchWith({
      id: 1,
      sport: 'esports',
      homeScore: side(1, { periods: [16, 10, null, null, null] }),
      awayScore: side(1, { periods: [12, 16, null, null, null] }),
      status: { phase: 'paused', text: 'Pause', code: 30 },
    });
    expect(labels(periodColumns(match))).toEqual(['M1', 'M2', 'T']);
  });

  it('reads unknown scores as a dash, never as zero', () => {
    const match = matchWith({
      id: 1,
      homeScore: side(null, { periods: [null] }),
      awayScore: side(null),
    });
    expect(periodColumns(match)[0]).toMatchObject({ home: '–', away: '–' });
    expect(scoreText(match)).toBe('–');
  });
});

describe('status words', () => {
  it('says the status in words, never the raw service code', () => {
    const at = (phase: 'live' | 'paused' | 'finished', text: string, sport = 'football') =>
      statusWords(matchWith({ id: 1, sport, clock: null, status: { phase, text, code: 0 } }));
    expect(at('live', '2nd half')).toBe('2nd half');
    expect(at('paused', 'Halftime')).toBe('Half-time');
    expect(at('finished', 'Ended')).toBe('Full time');
    expect(at('finished', 'AET')).toBe('After extra time');
    expect(at('finished', 'AOT', 'ice-hockey')).toBe('After overtime');
    expect(at('finished', 'AP')).not.toBe('AP');
  });

  it('names the winner of a shoot-out, and the kicks while it goes on', () => {
    const shootout = (phase: 'live' | 'finished') =>
      matchWith({
        id: 1,
        home: { id: 1, name: 'Clearwick' },
        away: { id: 2, name: 'Lakewater' },
        homeScore: side(1, { penalties: 3 }),
        awayScore: side(1, { penalties: 4 }),
        status: { phase, text: phase === 'finished' ? 'AP' : 'Penalties', code: 120 },
      });
    expect(statusWords(shootout('finished'))).toBe('Lakewater win 4–3 on penalties');
    expect(shootoutLine(shootout('live'))).toBe('Penalties 3–4');
    expect(shootoutLine(matchWith({ id: 2 }))).toBeNull();
  });

  it('reads a score aloud with both names, the clock and the words', () => {
    const match = matchWith({
      id: 1,
      home: { id: 1, name: 'Arsenal' },
      away: { id: 2, name: 'Chelsea' },
      homeScore: side(2),
      awayScore: side(1),
      status: { phase: 'live', text: '2nd half', code: 7 },
    });
    expect(spokenScore(match, "67'")).toBe("Arsenal 2, Chelsea 1, 67', 2nd half");
  });
});
