import { describe, expect, it } from 'vitest';
import {
  compactStatus,
  periodColumns,
  scoreLine,
  spokenScore,
  statusLabel,
} from '../../renderer/src/format/score';
import { makeMatch, side } from './make-match';

const labels = (columns: ReturnType<typeof periodColumns>) => columns.map((column) => column.label);

describe('periodColumns', () => {
  it('gives basketball its quarters, overtime and total', () => {
    const match = makeMatch({
      id: 1,
      sport: 'basketball',
      homeScore: side(101, { periods: [20, 25, 30, 16], overtime: 10 }),
      awayScore: side(99, { periods: [22, 24, 27, 17], overtime: 9 }),
    });
    const columns = periodColumns(match);
    expect(labels(columns)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT', 'T']);
    expect(columns.map((column) => column.home)).toEqual(['20', '25', '30', '16', '10', '101']);
    expect(columns.at(-1)).toMatchObject({ title: 'Total', emphasis: true });
  });

  it('shows a shoot-out as its own column while the total reads the displayed score', () => {
    const match = makeMatch({
      id: 1,
      homeScore: side(1, { current: 5, display: 1, periods: [0, 1], overtime: 0, penalties: 4 }),
      awayScore: side(1, { current: 4, display: 1, periods: [1, 0], overtime: 0, penalties: 3 }),
    });
    const columns = periodColumns(match);
    expect(labels(columns)).toEqual(['1H', '2H', 'OT', 'Pen', 'T']);
    expect(columns.at(-1)).toMatchObject({ home: '1', away: '1' });
    expect(columns.find((column) => column.label === 'Pen')).toMatchObject({
      home: '4',
      away: '3',
    });
  });

  it('gives tennis its sets and the point in the current game', () => {
    const match = makeMatch({
      id: 1,
      sport: 'tennis',
      homeScore: side(1, { periods: [6, 3], point: '40' }),
      awayScore: side(0, { periods: [4, 2], point: 'A' }),
    });
    const columns = periodColumns(match);
    expect(labels(columns)).toEqual(['S1', 'S2', 'Pts', 'T']);
    expect(columns[2]).toMatchObject({ home: '40', away: 'A' });
  });

  it('names esports maps and leaves out later periods nobody has played', () => {
    const match = makeMatch({
      id: 1,
      sport: 'esports',
      homeScore: side(1, { periods: [16, 10, null, null, null] }),
      awayScore: side(1, { periods: [12, 16, null, null, null] }),
    });
    expect(labels(periodColumns(match))).toEqual(['M1', 'M2', 'T']);
  });

  it('reads unknown scores as a dash, never as zero', () => {
    const match = makeMatch({
      id: 1,
      homeScore: side(null, { periods: [null] }),
      awayScore: side(null),
    });
    expect(periodColumns(match)[0]).toMatchObject({ home: '–', away: '–' });
    expect(scoreLine(match)).toBe('–');
  });
});

describe('status words', () => {
  it('shows the clock while live, the service word while paused, FT when finished', () => {
    expect(statusLabel(makeMatch({ id: 1, clock: "67'" }))).toBe("67'");
    expect(
      statusLabel(
        makeMatch({ id: 1, clock: null, status: { phase: 'live', text: '2nd half', code: 7 } }),
      ),
    ).toBe('2nd half');
    expect(
      statusLabel(makeMatch({ id: 1, status: { phase: 'paused', text: 'Halftime', code: 31 } })),
    ).toBe('Halftime');
    expect(
      statusLabel(
        makeMatch({
          id: 1,
          status: { phase: 'finished', text: 'Ended after penalties', code: 120 },
        }),
      ),
    ).toBe('FT');
    expect(
      statusLabel(makeMatch({ id: 1, status: { phase: 'finished', text: 'AP', code: 120 } })),
    ).toBe('AP');
  });

  it('squeezes long words for the list column', () => {
    const paused = (text: string) =>
      makeMatch({ id: 1, clock: null, status: { phase: 'paused', text, code: 0 } });
    const live = (text: string) =>
      makeMatch({ id: 1, clock: null, status: { phase: 'live', text, code: 0 } });
    expect(compactStatus(paused('Halftime'))).toBe('HT');
    expect(compactStatus(paused('Half-time'))).toBe('HT');
    expect(compactStatus(live('3rd quarter'))).toBe('Q3');
    expect(compactStatus(live('2nd set'))).toBe('S2');
    expect(compactStatus(live('Overtime'))).toBe('OT');
    expect(compactStatus(paused('Pause'))).toBe('Pause');
  });

  it('reads a score aloud with both names', () => {
    const match = makeMatch({
      id: 1,
      home: { id: 1, name: 'Arsenal' },
      away: { id: 2, name: 'Chelsea' },
      homeScore: side(2),
      awayScore: side(1),
      clock: "67'",
    });
    expect(spokenScore(match)).toBe("Arsenal 2, Chelsea 1, 67'");
  });
});
