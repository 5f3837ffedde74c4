// The tray glance: which followed live match the tray icon (or the macOS title) shows now, and how.
// Not a rotation: the match that matters wins, in this order: one that has just scored (for sports
// where points are noise, one that has just finished a period, set or map), then the one closest to
// its end, then the match of the team followed first. The icon names the followed side (its code),
// says whether it leads by colour, and gives the score from that side ("2–1" is the followed team's
// 2). Pure; GlanceTracker remembers when each match last scored, with the time passed in.

import { readableScore, type Match, type TeamRef } from './domain';
import { translator, type TFunction } from './i18n';
import { progressOf } from './match-progress';
import { sportInfo } from './sports';
import {
  SCORE_SEPARATOR,
  clockText,
  matchCodes,
  teamCode,
  tennisState,
  tooltipLine,
} from './ticker-format';

/** How long a match that has just scored keeps the glance (unless another scores after it). */
export const JUST_SCORED_MS = 2 * 60 * 1000;

export type GlanceLead = 'ahead' | 'behind' | 'level';
export type GlanceReason = 'scored' | 'ending' | 'team';

export interface GlanceItem {
  sport: string;
  matchId: number;
  /** The followed side's three-letter code (the home side's when neither side is followed). */
  code: string;
  /** Which side is followed; null for a match followed by its competition. */
  followed: 'home' | 'away' | null;
  /** Whether the followed side leads the figure shown; null when no side is followed. */
  lead: GlanceLead | null;
  /** The figure the icon shows, the followed side's first: goals, games of the set, sets, maps. */
  mine: number | null;
  theirs: number | null;
  /** The title line: `BAR 2–1 RMA 67'`, tennis `•GAO 3–2 UDV 30–15 · sets 1–0`. */
  text: string;
  /** The line with full names, for the tooltip and the menu. */
  line: string;
}

export interface Glance {
  shown: (GlanceItem & { reason: GlanceReason }) | null;
  /** Every other followed live match, in the order they matter. */
  others: GlanceItem[];
}

export interface FollowedTeamKey {
  sport: string;
  teamId: number;
}

/** What the glance works from: the followed live matches, the follows in their order, the time. */
export interface GlanceInput {
  matches: readonly Match[];
  follows: readonly FollowedTeamKey[];
  now: number;
  t?: TFunction;
}

const EN = translator('en');

/**
 * The follows in the order they were made, then the teams of these matches the run follows beyond
 * them (the demo's suggested teams, the headless --follow), so that every followed side is named.
 */
export function glanceFollows(
  stored: readonly FollowedTeamKey[],
  matches: readonly Match[],
  isFollowedTeam: (sport: string, teamId: number) => boolean,
): FollowedTeamKey[] {
  const follows = stored.map(({ sport, teamId }) => ({ sport, teamId }));
  for (const match of matches) {
    for (const team of [match.home, match.away]) {
      const known = follows.some((f) => f.sport === match.sport && f.teamId === team.id);
      if (!known && isFollowedTeam(match.sport, team.id))
        follows.push({ sport: match.sport, teamId: team.id });
    }
  }
  return follows;
}

/** Remembers when each followed live match last scored, and picks the glance from that. */
export class GlanceTracker {
  private readonly seen = new Map<string, { mark: string; scoredAt: number | null }>();

  update(input: GlanceInput): Glance {
    const live = new Set<string>();
    for (const match of input.matches) {
      const key = keyOf(match);
      live.add(key);
      const mark = scoreMark(match);
      const before = this.seen.get(key);
      // The first sight of a match is no news: only a change seen afterwards is.
      if (!before) this.seen.set(key, { mark, scoredAt: null });
      else if (before.mark !== mark) this.seen.set(key, { mark, scoredAt: input.now });
    }
    for (const key of [...this.seen.keys()]) if (!live.has(key)) this.seen.delete(key);
    return chooseGlance(input, (match) => this.seen.get(keyOf(match))?.scoredAt ?? null);
  }
}

/** The glance for these matches, given when each last scored (null: not since first seen). */
export function chooseGlance(
  input: GlanceInput,
  scoredAt: (match: Match) => number | null,
): Glance {
  const t = input.t ?? EN;
  const followRank = (match: Match): number => {
    const ranks = [match.home.id, match.away.id]
      .map((teamId) =>
        input.follows.findIndex(
          (follow) => follow.sport === match.sport && follow.teamId === teamId,
        ),
      )
      .filter((rank) => rank >= 0);
    return ranks.length > 0 ? Math.min(...ranks) : Number.MAX_SAFE_INTEGER;
  };
  const ranked = input.matches.map((match) => {
    const at = scoredAt(match);
    const fresh = at !== null && input.now - at < JUST_SCORED_MS ? at : null;
    return { match, fresh, done: completion(match, input.now), rank: followRank(match) };
  });
  ranked.sort(
    (a, b) =>
      (b.fresh ?? -Infinity) - (a.fresh ?? -Infinity) ||
      b.done - a.done ||
      a.rank - b.rank ||
      a.match.sport.localeCompare(b.match.sport) ||
      a.match.id - b.match.id,
  );
  const items = ranked.map(({ match }) => glanceItem(match, input.follows, input.now, t));
  const [first, ...others] = items;
  const top = ranked[0];
  if (!first || !top) return { shown: null, others: [] };
  const reason: GlanceReason =
    top.fresh !== null
      ? 'scored'
      : ranked.length > 1 && top.done > (ranked[1]?.done ?? 0)
        ? 'ending'
        : 'team';
  return { shown: { ...first, reason }, others };
}

/** The icon's and title's view of one match. */
export function glanceItem(
  match: Match,
  follows: readonly FollowedTeamKey[],
  now: number,
  t: TFunction = EN,
): GlanceItem {
  const isFollowed = (teamId: number) =>
    follows.some((follow) => follow.sport === match.sport && follow.teamId === teamId);
  const followed: GlanceItem['followed'] = isFollowed(match.home.id)
    ? 'home'
    : isFollowed(match.away.id)
      ? 'away'
      : null;
  const [homeCode, awayCode] = glanceCodes(match);
  const figure = figureOf(match);
  const away = followed === 'away';
  const mine = away ? figure.away : figure.home;
  const theirs = away ? figure.home : figure.away;
  return {
    sport: match.sport,
    matchId: match.id,
    code: match.isStage ? stageCode(match) : away ? awayCode : homeCode,
    followed,
    lead: followed === null ? null : leadOf(mine, theirs),
    mine,
    theirs,
    text: titleText(match, homeCode, awayCode, now, t),
    line: tooltipLine(match, now, t),
  };
}

/**
 * The sides' codes. A player is known by the surname (Swiatek is SWI, not IGA) where the service
 * gives no code; teams by their usual three letters (shared/ticker-format matchCodes).
 */
function glanceCodes(match: Match): [string, string] {
  const codes = matchCodes(match);
  if (!sportInfo(match.sport).individual) return codes;
  const surname = (team: TeamRef, fallback: string) => {
    if (team.code?.trim()) return fallback;
    const last = team.name.trim().split(/\s+/).at(-1) ?? '';
    return last ? teamCode({ id: team.id, name: last }) : fallback;
  };
  const home = surname(match.home, codes[0]);
  const away = surname(match.away, codes[1]);
  return home === away ? codes : [home, away];
}

function leadOf(mine: number | null, theirs: number | null): GlanceLead {
  const a = mine ?? 0;
  const b = theirs ?? 0;
  return a > b ? 'ahead' : a < b ? 'behind' : 'level';
}

/**
 * The figure a fan reads first: in live tennis the games of the set under way (the sets stand
 * beside it in the title), elsewhere the score (sets, maps, frames won where the sport counts them).
 */
function figureOf(match: Match): { home: number | null; away: number | null } {
  const tennis = tennisState(match);
  if (tennis?.games) return { home: tennis.games.home ?? 0, away: tennis.games.away ?? 0 };
  return readableScore(match);
}

function titleText(match: Match, home: string, away: string, now: number, t: TFunction): string {
  if (match.isStage) return tooltipLine(match, now, t);
  const tennis = tennisState(match);
  if (tennis?.games) {
    const { home: sh, away: sa } = readableScore(match);
    const points =
      tennis.points && (tennis.points.home !== null || tennis.points.away !== null)
        ? `${tennis.points.home ?? '0'}${SCORE_SEPARATOR}${tennis.points.away ?? '0'}`
        : '';
    const sets = t('tray.glanceSets', { score: `${sh ?? 0}${SCORE_SEPARATOR}${sa ?? 0}` });
    return join([
      tennis.server === 'home' ? `•${home}` : home,
      `${tennis.games.home ?? 0}${SCORE_SEPARATOR}${tennis.games.away ?? 0}`,
      tennis.server === 'away' ? `•${away}` : away,
      points,
      `· ${sets}`,
    ]);
  }
  const { home: h, away: a } = readableScore(match);
  const score = h === null && a === null ? SCORE_SEPARATOR : `${h ?? 0}${SCORE_SEPARATOR}${a ?? 0}`;
  if (match.visitorsFirst === true)
    return join([away, `${a ?? 0}${SCORE_SEPARATOR}${h ?? 0}`, home, clockText(match, now, t)]);
  return join([home, score, away, clockText(match, now, t)]);
}

function stageCode(match: Match): string {
  const number = progressOf(match).stage?.number;
  return number !== null && number !== undefined ? `S${Math.min(99, number)}` : 'STG';
}

/**
 * What counts as scoring for the glance: a goal where each goal matters; where points are noise
 * (basketball, volleyball, tennis, esports), the end of a period, set or map.
 */
function scoreMark(match: Match): string {
  const { home, away } = readableScore(match);
  if (sportInfo(match.sport).scoring === 'low') return `${home}:${away}`;
  const progress = progressOf(match);
  return `${progress.played}:${match.sport === 'tennis' || sportInfo(match.sport).form === 'sets' ? `${home}:${away}` : ''}`;
}

/** Default best-of where the service does not say: a sport's usual match length in sets. */
const USUAL_BEST_OF: Record<string, number> = { tennis: 3, volleyball: 5, 'table-tennis': 5 };

/**
 * How far the match has gone, 0 (just begun) to 1 (its regular end or beyond), from its periods
 * and clock. A match whose length is not known reads 0: it never pushes a known one aside.
 */
export function completion(match: Match, now: number): number {
  if (match.isStage) return 0;
  const info = sportInfo(match.sport);
  const progress = progressOf(match);
  if (progress.extra !== null) return 1;
  if (info.form === 'sets') {
    const bestOf = progress.bestOf ?? USUAL_BEST_OF[match.sport] ?? 3;
    const needed = Math.ceil(bestOf / 2);
    const { home, away } = readableScore(match);
    const won = Math.max(home ?? 0, away ?? 0);
    const games = progress.games;
    const within = games ? Math.min(0.9, Math.max(games.home ?? 0, games.away ?? 0) / 7) : 0;
    return Math.min(1, (won + within) / needed);
  }
  const periods = info.regularPeriods;
  if (!periods) return 0;
  const within = withinPeriod(match, progress.current, periods, now);
  return Math.min(1, (progress.played + within) / periods);
}

function withinPeriod(match: Match, current: number | null, periods: number, now: number): number {
  if (current === null) return 0;
  const state = match.clockState;
  if (!state || state.periodEnd === null || state.periodEnd <= 0) return 0.5;
  const run = state.running ? Math.max(0, (now - state.at) / 1000) : 0;
  const seconds = state.seconds + run;
  if (state.scope === 'match') {
    // Football's clock counts from the kick-off: the period began where the one before ended.
    const length = state.periodEnd / Math.max(1, Math.min(current, periods));
    return clamp01((seconds - length * (current - 1)) / length);
  }
  return clamp01(seconds / state.periodEnd);
}

function clamp01(value: number): number {
  return Math.min(0.99, Math.max(0, value));
}

function join(words: readonly string[]): string {
  return words
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
    .join(' ');
}

function keyOf(match: Match): string {
  return `${match.sport}:${match.id}`;
}
