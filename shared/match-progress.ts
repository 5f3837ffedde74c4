// Where a match stands in its sport's form: periods played, the period under way, tennis games,
// points and server, the stage of a race. Pure, one function for the parser (which adds what only
// the raw event says: best-of, who served first, an explicit server) and for everyone who holds a
// Match without progress (old memory, tests): `progressOf`.
//
// The rule the issue is about: a period counts as played only once it has been. The service sends
// all five esports map fields as zeros from the first map, and sends a set's field as soon as the
// set begins; neither is a period played.

import type { Match, MatchProgress, MatchStatus, ScorePair, Side, StageInfo } from './domain';
import { sportInfo } from './sports';

/** What only the raw event tells, beyond the Match's scores and status. */
export interface ProgressFacts {
  bestOf?: number | null;
  /** Tennis: who served the first game of the match (1 = home, 2 = away, as `firstToServe`). */
  firstToServe?: Side | null;
  /** An explicit "serving now", when the service sends one. */
  server?: Side | null;
}

type ProgressInput = Pick<
  Match,
  'sport' | 'homeScore' | 'awayScore' | 'status' | 'isStage' | 'home' | 'tournament'
>;

/** The progress the parser read, or the one the scores and status give. */
export function progressOf(match: ProgressInput & Pick<Match, 'progress'>): MatchProgress {
  return match.progress ?? deriveProgress(match);
}

export function deriveProgress(match: ProgressInput, facts: ProgressFacts = {}): MatchProgress {
  const info = sportInfo(match.sport);
  const raw = rawPeriods(match);
  const phase = match.status.phase;
  const extra = extraOf(match, info.extraName);
  const named = phase === 'live' && extra === null ? periodFromStatus(match.status) : null;
  const played = playedCount(match, raw, named, info.form === 'sets');
  const current = phase === 'live' && extra === null ? (named ?? guessCurrent(raw, played)) : null;
  const shown = Math.min(raw.length, Math.max(played, current ?? 0));
  const periods = raw.slice(0, shown);
  const tennisLike = match.sport === 'tennis';
  const games = tennisLike && current !== null ? (periods[current - 1] ?? null) : null;
  const points = pointsOf(match);
  return {
    unit: info.periodName,
    played,
    current,
    periods,
    extra,
    bestOf: validBestOf(facts.bestOf),
    games,
    points,
    server: facts.server ?? (tennisLike ? tennisServer(periods, facts.firstToServe ?? null) : null),
    stage: match.isStage ? stageOf(match) : null,
  };
}

/** The period a status names ("2nd set", "Second game", "Top 5th", "▼5", "Frame 3"), else null. */
export function periodFromStatus(status: Pick<MatchStatus, 'text' | 'code'>): number | null {
  const text = status.text.toLowerCase();
  const ordinal = /\b(\d{1,2})(?:st|nd|rd|th)\b/.exec(text);
  if (ordinal?.[1]) return Number(ordinal[1]);
  const word = /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b/.exec(text);
  if (word?.[1]) return ORDINAL_WORDS.indexOf(word[1]) + 1;
  const numbered =
    /\b(?:set|game|map|frame|round|period|quarter|inning|innings|half|leg)\s*(\d{1,2})\b/.exec(
      text,
    );
  if (numbered?.[1]) return Number(numbered[1]);
  // A half-inning with a bare number: "▲5" (a scoreboard's top of the 5th), "▼5", "Bot 5".
  const halfInning = /^(?:top|bottom|bot|▲|▼)\.?\s*(\d{1,2})$/.exec(text.trim());
  if (halfInning?.[1]) return Number(halfInning[1]);
  // Esports series codes: 1001 is the first game, 1002 the second...
  if (status.code !== null && status.code >= 1001 && status.code <= 1009) return status.code - 1000;
  return null;
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
];

function rawPeriods(match: ProgressInput): ScorePair[] {
  const count = Math.max(match.homeScore.periods.length, match.awayScore.periods.length);
  return Array.from({ length: count }, (_, index) => ({
    home: finite(match.homeScore.periods[index]),
    away: finite(match.awayScore.periods[index]),
  }));
}

/**
 * Periods finished. In a named period N, N - 1. Otherwise (a break, the end, no period named):
 * where the score counts periods won, the periods won so far; elsewhere the periods sent, less the
 * trailing ones with nothing in them that cannot have begun.
 */
function playedCount(
  match: ProgressInput,
  raw: ScorePair[],
  named: number | null,
  setsForm: boolean,
): number {
  const phase = match.status.phase;
  if (phase === 'scheduled' || phase === 'postponed' || phase === 'cancelled') return 0;
  if (named !== null) return Math.max(0, named - 1);
  const sent = raw.filter((pair) => pair.home !== null || pair.away !== null).length;
  if (setsForm) {
    const home = finite(match.homeScore.current);
    const away = finite(match.awayScore.current);
    const won = home !== null && away !== null ? home + away : null;
    // Maps won: a zero map not yet played is not one of them. A count beyond the periods sent
    // is not a count of periods (unless the sport sends no periods at all).
    if (won !== null && (won <= raw.length || raw.length === 0)) {
      return Math.max(won, lastWithScore(raw));
    }
    return lastWithScore(raw);
  }
  // Under way: the last period sent is the one being played.
  if (phase === 'live') return Math.max(0, sent - 1);
  return sent;
}

/** How many leading periods have a score other than nothing-nothing. */
function lastWithScore(raw: ScorePair[]): number {
  let last = 0;
  raw.forEach((pair, index) => {
    if ((pair.home ?? 0) + (pair.away ?? 0) > 0) last = index + 1;
  });
  return last;
}

function guessCurrent(raw: ScorePair[], played: number): number | null {
  return raw.length > played ? played + 1 : null;
}

function extraOf(
  match: ProgressInput,
  extraName: 'extra time' | 'overtime' | null,
): MatchProgress['extra'] {
  const text = match.status.text.toLowerCase();
  if (
    /\b(penalt(y|ies)|shoot-?out|so)\b|^ap$/.test(text) ||
    (match.homeScore.penalties !== null && match.awayScore.penalties !== null)
  ) {
    return 'penalties';
  }
  const beyond =
    /\b(overtime|extra[\s-]?time|ot|et|aet|aot|[12](st|nd) extra)\b/.test(text) ||
    match.homeScore.overtime !== null ||
    match.awayScore.overtime !== null;
  if (!beyond) return null;
  return extraName === 'extra time' ? 'extra-time' : 'overtime';
}

function pointsOf(match: ProgressInput): MatchProgress['points'] {
  const home = match.homeScore.point?.trim() || null;
  const away = match.awayScore.point?.trim() || null;
  if (home === null && away === null) return null;
  return { home, away };
}

/**
 * Who serves now: the server changes every game, a tie-break counting as one game (the player who
 * received first in it serves the next set), so the parity of the games played decides.
 */
function tennisServer(periods: ScorePair[], first: Side | null): Side | null {
  if (first === null) return null;
  let games = 0;
  for (const pair of periods) games += (pair.home ?? 0) + (pair.away ?? 0);
  if (games % 2 === 0) return first;
  return first === 'home' ? 'away' : 'home';
}

function stageOf(match: ProgressInput): StageInfo {
  const label = match.home.name.trim() || 'Stage';
  const number = /\bstage\s*(\d{1,3})\b/i.exec(label)?.[1];
  return { label, number: number ? Number(number) : null, race: match.tournament.name };
}

function validBestOf(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 99
    ? value
    : null;
}

function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
