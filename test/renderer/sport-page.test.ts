// What the match page keeps per sport, from the sports table: who can draw, who plays alone, which
// statistics belong. Pure rules; the page itself is in match-page.test.tsx.
import { describe, expect, it } from 'vitest';
import { canDraw, isIndividual, statisticFits } from '../../renderer/src/format/sport-page';

describe('what a match page keeps per sport', () => {
  it('offers a draw only where a match can end level', () => {
    expect(canDraw('football', 0.25)).toBe(true);
    expect(canDraw('handball', 0.2)).toBe(true);
    // Decided by overtime and a shoot-out, by sets, or by a tie-break: never level.
    for (const sport of ['ice-hockey', 'basketball', 'tennis', 'badminton', 'volleyball', 'mma'])
      expect(canDraw(sport, 0.1), sport).toBe(false);
    // Esports: a best of 2 may end 1–1, a best of 3 may not; the service's forecast tells which.
    expect(canDraw('esports', 0.3)).toBe(true);
    expect(canDraw('esports', 0)).toBe(false);
    // A sport the app does not know: the service's word.
    expect(canDraw('kabaddi', 0.1)).toBe(true);
    expect(canDraw('kabaddi', 0)).toBe(false);
  });

  it('has no line-ups where one person or a pair is the side, or for a stage', () => {
    const of = (sport: string, isStage = false) => isIndividual({ sport, isStage });
    expect(of('tennis')).toBe(true);
    expect(of('badminton')).toBe(true);
    expect(of('beach-volleyball')).toBe(true);
    expect(of('cycling', true)).toBe(true);
    expect(of('football')).toBe(false);
    expect(of('esports')).toBe(false);
  });

  it('keeps the statistics the sport has', () => {
    const fits = (sport: string, name: string) => statisticFits(sport, { name });
    expect(fits('football', 'Ball possession')).toBe(true);
    expect(fits('ice-hockey', 'Ball possession')).toBe(false);
    expect(fits('ice-hockey', 'Shots on target')).toBe(true);
    expect(fits('ice-hockey', 'Corner kicks')).toBe(false);
    expect(fits('basketball', 'Shots on target')).toBe(false);
    expect(fits('basketball', 'Fouls')).toBe(true);
    expect(fits('tennis', 'Fouls')).toBe(false);
    expect(fits('tennis', 'Aces')).toBe(true);
    expect(fits('baseball', 'Fouls')).toBe(false);
    expect(fits('kabaddi', 'Total shots')).toBe(true);
  });
});
