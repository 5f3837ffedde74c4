// How a match ended and how it looks from the followed side: who won (also on penalties or after
// extra time), whether a goal was for or against the followed team. Pure, for the alert words.

import { readableScore, type Match, type Side } from '../../../shared/domain';
import { progressOf } from '../../../shared/match-progress';
import { sportInfo } from '../../../shared/sports';

export interface Verdict {
  /** The winning side; null for a draw or when the score cannot tell. */
  winner: Side | null;
  draw: boolean;
  /** How it was decided: in regular time, after extra time or overtime, on penalties. */
  decided: 'regular' | 'extra-time' | 'overtime' | 'penalties';
  /** The shoot-out's score, when there was one. */
  shootout: { home: number; away: number } | null;
  /** An end off the field, as the status tells it: the loser retired, did not start, or lost at the table. */
  ending: Ending | null;
}

export type Ending = 'retirement' | 'walkover' | 'awarded';

/**
 * The result: the service's own word on it (winnerCode) where given, else the score. A level
 * score is a draw only in a sport that can end level; a tennis match level at 0-0 in sets ended
 * some other way, and nobody "drew" it.
 */
export function verdictOf(match: Match): Verdict {
  const byScore = scoreVerdict(match);
  const ending = endingOf(match);
  const canDraw = sportInfo(match.sport).canDraw;
  const stated = match.winner;
  if (stated === 'home' || stated === 'away') {
    return { ...byScore, winner: stated, draw: false, ending };
  }
  if (stated === 'draw' || byScore.draw) {
    return { ...byScore, winner: null, draw: canDraw, ending };
  }
  return { ...byScore, ending };
}

function endingOf(match: Match): Ending | null {
  const { code, text } = match.status;
  if (code === 91 || /walk-?over|\bw\/?o\b/i.test(text)) return 'walkover';
  if (code === 92 || /retire/i.test(text)) return 'retirement';
  if (/award/i.test(text)) return 'awarded';
  return null;
}

function scoreVerdict(match: Match): Omit<Verdict, 'ending'> {
  const { home, away } = readableScore(match);
  const extra = progressOf(match).extra;
  const shootout = shootoutOf(match);
  const decided = extra ?? 'regular';
  if (home === null || away === null) return { winner: null, draw: false, decided, shootout };
  if (home !== away)
    return { winner: home > away ? 'home' : 'away', draw: false, decided, shootout };
  if (shootout && shootout.home !== shootout.away) {
    return {
      winner: shootout.home > shootout.away ? 'home' : 'away',
      draw: false,
      decided: 'penalties',
      shootout,
    };
  }
  // Level on the score a person reads, but `current` counts the shoot-out where `display` does not.
  const currentHome = match.homeScore.current;
  const currentAway = match.awayScore.current;
  if (
    extra === 'penalties' &&
    currentHome !== null &&
    currentAway !== null &&
    currentHome !== currentAway
  ) {
    return {
      winner: currentHome > currentAway ? 'home' : 'away',
      draw: false,
      decided: 'penalties',
      shootout,
    };
  }
  return { winner: null, draw: true, decided, shootout };
}

function shootoutOf(match: Match): { home: number; away: number } | null {
  const home = match.homeScore.penalties;
  const away = match.awayScore.penalties;
  return home === null || away === null ? null : { home, away };
}

/** The side of the followed team in this match; null when the follower is neutral (a competition). */
export function followedSide(match: Match, teamId: number | null): Side | null {
  if (teamId === null || teamId <= 0) return null;
  if (match.home.id === teamId) return 'home';
  if (match.away.id === teamId) return 'away';
  return null;
}

export function nameOf(match: Match, side: Side): string {
  return side === 'home' ? match.home.name : match.away.name;
}
