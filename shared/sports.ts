// The sports Scoretray knows by name, their forms and how a fan of each wants to be alerted
// (DESIGN.md "What counts as an alert"; the README's table "Sports and their alerts" is this table
// in words, and test/shared/sports-policy.test.ts holds the two together). A sport not listed here
// still works: it is read with the generic object form and alerted at the end of its periods and at
// full time, which never spams.

import type { SportSlug } from './domain';

/** low: every goal matters (alert per goal). high: points are noise (alert per period/set/map). */
export type ScoringClass = 'low' | 'high' | 'stage';

/**
 * How the score of a match is made: goals (the score is the sum of the periods' goals or points),
 * sets (the score counts periods won: sets, games, maps, frames), innings (runs per inning), a stage
 * of a race (no two sides), or bouts (no running score).
 */
export type SportForm = 'goals' | 'sets' | 'innings' | 'stage' | 'bout';

/**
 * Which period ends are told: each one, only those where the score moved (baseball innings with
 * runs), only a break between sessions (snooker: not every frame), or none (low-scoring sports tell
 * goals instead).
 */
export type PeriodAlerts = 'each' | 'with-score' | 'session' | 'none';

export interface SportInfo {
  slug: SportSlug;
  name: string;
  scoring: ScoringClass;
  /** Whether the sport has a half-time pause worth an alert. */
  hasHalftime: boolean;
  /** What one period is called in this sport ("half", "quarter", "set", "map", "period"). */
  periodName: string;
  /** Event form of the V2 live list. */
  eventForm: 'object' | 'basketball-string' | 'stage';
  /** Whether the service offers a push channel (football only). */
  push: boolean;
  form: SportForm;
  /** The word for the start of a match in this sport (the alert kind stays `kickoff`). */
  startWord: string;
  /** An alert per goal, for or against the followed side. */
  goalAlerts: boolean;
  periodAlerts: PeriodAlerts;
  /** Regular periods, when fixed (2 halves, 4 quarters, 3 periods, 9 innings); null when not. */
  regularPeriods: number | null;
  /** What time beyond the regular periods is called: football's extra time or everyone's overtime. */
  extraName: 'extra time' | 'overtime' | null;
  /** Whether a match can end level (football in a league); no draw in sets, bouts or stages. */
  canDraw: boolean;
  /** Whether each side is one person or a pair (no line-ups): tennis, darts, snooker, MMA... */
  individual: boolean;
}

type Extra = Partial<Omit<SportInfo, 'slug' | 'name' | 'scoring' | 'periodName'>>;

const sport = (
  slug: string,
  name: string,
  scoring: ScoringClass,
  periodName: string,
  extra: Extra = {},
): SportInfo => ({
  slug,
  name,
  scoring,
  periodName,
  hasHalftime: false,
  eventForm: 'object',
  push: false,
  form: scoring === 'stage' ? 'stage' : 'goals',
  startWord: 'Start',
  goalAlerts: scoring === 'low',
  periodAlerts: scoring === 'high' ? 'each' : 'none',
  regularPeriods: null,
  extraName: 'overtime',
  canDraw: false,
  individual: false,
  ...extra,
});

/** Sets, games, maps and frames: the score counts periods won, a match never ends level. */
const setsForm: Extra = { form: 'sets', extraName: null, canDraw: false };

export const SPORTS: readonly SportInfo[] = [
  sport('football', 'Football', 'low', 'half', {
    hasHalftime: true,
    push: true,
    startWord: 'Kick-off',
    regularPeriods: 2,
    extraName: 'extra time',
    canDraw: true,
  }),
  sport('basketball', 'Basketball', 'high', 'quarter', {
    eventForm: 'basketball-string',
    startWord: 'Tip-off',
    regularPeriods: 4,
  }),
  sport('tennis', 'Tennis', 'high', 'set', {
    ...setsForm,
    startWord: 'First serve',
    individual: true,
  }),
  sport('ice-hockey', 'Ice hockey', 'low', 'period', {
    startWord: 'Face-off',
    regularPeriods: 3,
  }),
  sport('handball', 'Handball', 'high', 'half', {
    hasHalftime: true,
    startWord: 'Throw-off',
    regularPeriods: 2,
    canDraw: true,
  }),
  sport('futsal', 'Futsal', 'low', 'half', {
    hasHalftime: true,
    startWord: 'Kick-off',
    regularPeriods: 2,
    canDraw: true,
  }),
  sport('minifootball', 'Minifootball', 'low', 'half', {
    hasHalftime: true,
    startWord: 'Kick-off',
    regularPeriods: 2,
    canDraw: true,
  }),
  sport('bandy', 'Bandy', 'low', 'half', {
    hasHalftime: true,
    startWord: 'Stroke-off',
    regularPeriods: 2,
    canDraw: true,
  }),
  // Floorball and water polo score often enough that a fan wants the period ends, not every goal.
  sport('floorball', 'Floorball', 'high', 'period', {
    startWord: 'Face-off',
    regularPeriods: 3,
    canDraw: true,
  }),
  sport('volleyball', 'Volleyball', 'high', 'set', { ...setsForm, startWord: 'First serve' }),
  sport('beach-volleyball', 'Beach volleyball', 'high', 'set', {
    ...setsForm,
    startWord: 'First serve',
  }),
  sport('badminton', 'Badminton', 'high', 'game', {
    ...setsForm,
    startWord: 'First serve',
    individual: true,
  }),
  sport('esports', 'Esports', 'high', 'map', {
    ...setsForm,
    startWord: 'First map',
    // Dota 2 groups play best of 2: a series can end 1–1.
    canDraw: true,
  }),
  sport('cycling', 'Cycling', 'stage', 'stage', {
    eventForm: 'stage',
    startWord: 'Race start',
    extraName: null,
    individual: true,
  }),
  sport('american-football', 'American football', 'high', 'quarter', {
    startWord: 'Kickoff',
    regularPeriods: 4,
  }),
  sport('baseball', 'Baseball', 'high', 'inning', {
    form: 'innings',
    startWord: 'First pitch',
    periodAlerts: 'with-score',
    regularPeriods: 9,
    extraName: 'extra time',
  }),
  sport('rugby', 'Rugby', 'high', 'half', {
    hasHalftime: true,
    startWord: 'Kick-off',
    regularPeriods: 2,
    canDraw: true,
  }),
  sport('aussie-rules', 'Aussie rules', 'high', 'quarter', {
    startWord: 'Opening bounce',
    regularPeriods: 4,
    canDraw: true,
  }),
  sport('water-polo', 'Water polo', 'high', 'quarter', {
    startWord: 'Swim-off',
    regularPeriods: 4,
    canDraw: true,
  }),
  sport('darts', 'Darts', 'high', 'set', {
    ...setsForm,
    startWord: 'Game on',
    individual: true,
  }),
  // A snooker match is dozens of frames over sessions: the end of a session and of the match.
  sport('snooker', 'Snooker', 'high', 'frame', {
    ...setsForm,
    startWord: 'First break-off',
    periodAlerts: 'session',
    individual: true,
  }),
  sport('cricket', 'Cricket', 'high', 'innings', {
    form: 'innings',
    startWord: 'First ball',
    extraName: null,
    canDraw: true,
  }),
  sport('table-tennis', 'Table tennis', 'high', 'game', {
    ...setsForm,
    startWord: 'First serve',
    individual: true,
  }),
  sport('motorsport', 'Motorsport', 'stage', 'stage', {
    startWord: 'Lights out',
    extraName: null,
    individual: true,
  }),
  sport('mma', 'MMA', 'high', 'round', {
    form: 'bout',
    startWord: 'Fight start',
    extraName: null,
    individual: true,
  }),
];

const BY_SLUG = new Map(SPORTS.map((s) => [s.slug, s]));

/**
 * Other names the service or its documents use for a sport the app knows: the interface names
 * `hockey`, the real payloads say `ice-hockey`. Both are one sport to the app (`ice-hockey`); which
 * slug the service answers is found out per service (electron/core/api/sport-slugs.ts).
 */
const ALIASES: Record<string, SportSlug> = {
  hockey: 'ice-hockey',
  icehockey: 'ice-hockey',
  'e-sports': 'esports',
  'beach-volley': 'beach-volleyball',
  'aussie-rules-football': 'aussie-rules',
  'australian-football': 'aussie-rules',
  waterpolo: 'water-polo',
};

/** The app's one name for a sport, whatever name it was given in. */
export function canonicalSport(slug: string): SportSlug {
  const lower = slug.trim().toLowerCase();
  return ALIASES[lower] ?? lower;
}

/** The slugs the service may know a sport under, the documented one first. */
export function serviceSlugsOf(slug: SportSlug): SportSlug[] {
  const canonical = canonicalSport(slug);
  if (canonical === 'ice-hockey') return ['hockey', 'ice-hockey'];
  return [canonical];
}

export function sportInfo(slug: SportSlug): SportInfo {
  return (
    BY_SLUG.get(slug) ??
    BY_SLUG.get(canonicalSport(slug)) ??
    sport(slug, titleCase(slug), 'high', 'period')
  );
}

export function isKnownSport(slug: string): boolean {
  return BY_SLUG.has(slug) || BY_SLUG.has(canonicalSport(slug));
}

/** Slugs the service accepts: lowercase words joined by dashes. Anything else never reaches a URL. */
export const SPORT_SLUG_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

export function titleCase(slug: string): string {
  const words = slug.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
