import { describe, expect, it } from 'vitest';
import { matchCodes, tickerLine } from '../../shared/ticker-format';
import { namedMatch } from '../fixtures/match-builders';

const side = (name: string, code?: string) => ({
  id: name.length,
  name,
  ...(code ? { code } : {}),
});

describe('team codes in the macOS title', () => {
  it('never gives both teams the same code', () => {
    const match = namedMatch({
      id: 1,
      home: [1, 'Colo-Colo'],
      away: [2, 'Colón'],
      score: [1, 0],
      clock: "12'",
    });
    expect(tickerLine(match, Date.now())).toBe("COL 1–0 CLN 12'");
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
      const [a, b] = matchCodes({ home: side(home, homeCode), away: side(away, awayCode) });
      expect(a, `${home} v ${away}`).not.toBe(b);
      expect(a).toMatch(/^[A-Z0-9]{2,4}$/);
      expect(b).toMatch(/^[A-Z0-9]{2,4}$/);
    }
  });

  it('leaves codes that already differ as they are', () => {
    expect(matchCodes({ home: side('Norwich City'), away: side('Eastleigh') })).toEqual([
      'NOR',
      'EAS',
    ]);
  });
});
