// The sports Scoretray knows by name, their forms and how a fan of each wants to be alerted
// (DESIGN.md "What counts as an alert"; the table of docs/alerts.md "Sports" is this table in
// words, and test/core/alerts/sport-policy-docs.test.ts holds the two together). A sport not listed here
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
  /**
   * What the end of a match is called: football's full time, the final of the North American
   * sports, a match of sets or a bout that is over, a stage of a race that finished. The alerts and
   * the match page say it alike (the resources' alert.endWords and score.*).
   */
  endWord: EndWord;
}

export type EndWord = 'fullTime' | 'final' | 'matchOver' | 'finished';

/** What a sport has beyond its columns in the table below. */
type Trait =
  | 'halftime' // a half-time pause worth an alert
  | 'push' // the service pushes it (football only)
  | 'draw' // a match can end level
  | 'individual' // one person or a pair a side
  | 'extra-time' // time beyond the regular periods is "extra time", not "overtime"
  | 'final' // the end of a match is its "final", not full time
  | 'basketball-string' // the live list's basketball event form
  | 'stage-list' // the live list's stage event form
  | 'alert-with-score' // tell only the period ends where the score moved
  | 'alert-session'; // tell only the breaks between sessions

type Row = readonly [
  slug: string,
  name: string,
  scoring: ScoringClass,
  form: SportForm,
  periodName: string,
  startWord: string,
  regularPeriods: number | null,
  traits?: readonly Trait[],
];

/**
 * One row a sport; what the columns leave out follows from them: goals are alerted in low-scoring
 * sports, period ends in high-scoring ones, and only the goals form plays overtime (sets, innings,
 * stages and bouts have no time beyond their periods unless a trait says so).
 */
function sportOf([slug, name, scoring, form, periodName, startWord, regular, traits = []]: Row) {
  const has = (trait: Trait) => traits.includes(trait);
  const periodAlerts: PeriodAlerts = has('alert-with-score')
    ? 'with-score'
    : has('alert-session')
      ? 'session'
      : scoring === 'high'
        ? 'each'
        : 'none';
  const info: SportInfo = {
    slug,
    name,
    scoring,
    periodName,
    hasHalftime: has('halftime'),
    eventForm: has('basketball-string')
      ? 'basketball-string'
      : has('stage-list')
        ? 'stage'
        : 'object',
    push: has('push'),
    form,
    startWord,
    goalAlerts: scoring === 'low',
    periodAlerts,
    regularPeriods: regular,
    extraName: has('extra-time') ? 'extra time' : form === 'goals' ? 'overtime' : null,
    canDraw: has('draw'),
    individual: has('individual'),
    endWord:
      form === 'stage'
        ? 'finished'
        : form === 'sets' || form === 'bout'
          ? 'matchOver'
          : has('final')
            ? 'final'
            : 'fullTime',
  };
  return info;
}

// Floorball is one of DESIGN.md's low-scoring sports (a goal is news, as in ice hockey); water polo
// scores often enough that a fan wants the period ends, not every goal.
// Dota 2 groups play best of 2: an esports series can end 1–1. A snooker match is dozens of frames
// over sessions: the end of a session and of the match are told.
// prettier-ignore
const TABLE: readonly Row[] = [
  ['football', 'Football', 'low', 'goals', 'half', 'Kick-off', 2, ['halftime', 'push', 'draw', 'extra-time']],
  ['basketball', 'Basketball', 'high', 'goals', 'quarter', 'Tip-off', 4, ['basketball-string', 'final']],
  ['tennis', 'Tennis', 'high', 'sets', 'set', 'First serve', null, ['individual']],
  ['ice-hockey', 'Ice hockey', 'low', 'goals', 'period', 'Face-off', 3, ['final']],
  ['handball', 'Handball', 'high', 'goals', 'half', 'Throw-off', 2, ['halftime', 'draw']],
  ['futsal', 'Futsal', 'low', 'goals', 'half', 'Kick-off', 2, ['halftime', 'draw']],
  ['minifootball', 'Minifootball', 'low', 'goals', 'half', 'Kick-off', 2, ['halftime', 'draw']],
  ['bandy', 'Bandy', 'low', 'goals', 'half', 'Stroke-off', 2, ['halftime', 'draw']],
  ['floorball', 'Floorball', 'low', 'goals', 'period', 'Face-off', 3, ['draw']],
  ['volleyball', 'Volleyball', 'high', 'sets', 'set', 'First serve', null],
  ['beach-volleyball', 'Beach volleyball', 'high', 'sets', 'set', 'First serve', null, ['individual']],
  ['badminton', 'Badminton', 'high', 'sets', 'game', 'First serve', null, ['individual']],
  ['esports', 'Esports', 'high', 'sets', 'map', 'First map', null, ['draw']],
  ['cycling', 'Cycling', 'stage', 'stage', 'stage', 'Race start', null, ['stage-list', 'individual']],
  ['american-football', 'American football', 'high', 'goals', 'quarter', 'Kickoff', 4, ['final']],
  ['baseball', 'Baseball', 'high', 'innings', 'inning', 'First pitch', 9, ['alert-with-score', 'extra-time', 'final']],
  ['rugby', 'Rugby', 'high', 'goals', 'half', 'Kick-off', 2, ['halftime', 'draw']],
  ['aussie-rules', 'Aussie rules', 'high', 'goals', 'quarter', 'Opening bounce', 4, ['draw']],
  ['water-polo', 'Water polo', 'high', 'goals', 'quarter', 'Swim-off', 4, ['draw']],
  ['darts', 'Darts', 'high', 'sets', 'set', 'Game on', null, ['individual']],
  ['snooker', 'Snooker', 'high', 'sets', 'frame', 'First break-off', null, ['alert-session', 'individual']],
  ['cricket', 'Cricket', 'high', 'innings', 'innings', 'First ball', null, ['draw']],
  ['table-tennis', 'Table tennis', 'high', 'sets', 'game', 'First serve', null, ['individual']],
  ['motorsport', 'Motorsport', 'stage', 'stage', 'stage', 'Lights out', null, ['individual']],
  ['mma', 'MMA', 'high', 'bout', 'round', 'Fight start', null, ['individual']],
];

export const SPORTS: readonly SportInfo[] = TABLE.map(sportOf);

const BY_SLUG = new Map(SPORTS.map((s) => [s.slug, s]));

/**
 * Other names the service or its documents use for a sport the app knows: the interface names
 * `hockey`, the real payloads say `ice-hockey`. Both are one sport to the app (`ice-hockey`); which
 * slug the service answers is found out per service (electron/core/api/service-routes.ts).
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

/**
 * The nine sports the interface shows the multi-sport /api/v1 group for (competitor games and
 * results among it), by the names it uses there. Other sports are never asked for them.
 */
const MULTI_SPORT_GROUP = [
  'football',
  'basketball',
  'tennis',
  'hockey',
  'handball',
  'american-football',
  'baseball',
  'volleyball',
  'rugby',
] as const;

/** The name the /api/v1 group knows a sport by, or null when the group has no such sport. */
export function multiSportGroupSlug(slug: string): string | null {
  const canonical = canonicalSport(slug);
  return MULTI_SPORT_GROUP.find((name) => canonicalSport(name) === canonical) ?? null;
}

export function sportInfo(slug: SportSlug): SportInfo {
  return (
    BY_SLUG.get(slug) ??
    BY_SLUG.get(canonicalSport(slug)) ??
    sportOf([slug, titleCase(slug), 'high', 'goals', 'period', 'Start', null])
  );
}

/** The part of a translator startWordIn needs (i18next's t, or shared/i18n's translator). */
type WordLookup = (key: string, options: { defaultValue: string }) => string;

/**
 * The start of a match as the sport's fans say it, in the reader's language: "Face-off",
 * "Erster Aufschlag". Alerts, reminders and the match page all say it so; a sport the resources do
 * not name (one the service added) falls back on the table's English word.
 */
export function startWordIn(slug: SportSlug, t: WordLookup): string {
  const sport = sportInfo(slug);
  return t(`alert.startWords.${sport.slug}`, { defaultValue: sport.startWord });
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
