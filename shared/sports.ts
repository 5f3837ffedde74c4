// The sports Scoretray knows by name, and how a fan of each wants to be alerted (DESIGN.md,
// "What counts as an alert"). A sport not listed here still works: it is read with the generic
// object form and alerted as a high-scoring sport, which never spams.

import type { SportSlug } from './domain';

/** low: every goal matters (alert per goal). high: points are noise (alert per period/set/map). */
export type ScoringClass = 'low' | 'high' | 'stage';

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
}

const sport = (
  slug: string,
  name: string,
  scoring: ScoringClass,
  periodName: string,
  extra: Partial<SportInfo> = {},
): SportInfo => ({
  slug,
  name,
  scoring,
  periodName,
  hasHalftime: false,
  eventForm: 'object',
  push: false,
  ...extra,
});

export const SPORTS: readonly SportInfo[] = [
  sport('football', 'Football', 'low', 'half', { hasHalftime: true, push: true }),
  sport('basketball', 'Basketball', 'high', 'quarter', { eventForm: 'basketball-string' }),
  sport('tennis', 'Tennis', 'high', 'set'),
  sport('ice-hockey', 'Ice hockey', 'low', 'period'),
  sport('handball', 'Handball', 'high', 'half', { hasHalftime: true }),
  sport('futsal', 'Futsal', 'low', 'half', { hasHalftime: true }),
  sport('minifootball', 'Minifootball', 'low', 'half', { hasHalftime: true }),
  sport('bandy', 'Bandy', 'low', 'half', { hasHalftime: true }),
  sport('floorball', 'Floorball', 'low', 'period'),
  sport('volleyball', 'Volleyball', 'high', 'set'),
  sport('beach-volleyball', 'Beach volleyball', 'high', 'set'),
  sport('badminton', 'Badminton', 'high', 'game'),
  sport('esports', 'Esports', 'high', 'map'),
  sport('cycling', 'Cycling', 'stage', 'stage', { eventForm: 'stage' }),
  sport('american-football', 'American football', 'high', 'quarter'),
  sport('baseball', 'Baseball', 'high', 'inning'),
  sport('rugby', 'Rugby', 'high', 'half', { hasHalftime: true }),
  sport('aussie-rules', 'Aussie rules', 'high', 'quarter'),
  sport('water-polo', 'Water polo', 'low', 'quarter'),
  sport('darts', 'Darts', 'high', 'set'),
  sport('snooker', 'Snooker', 'high', 'frame'),
  sport('cricket', 'Cricket', 'high', 'innings'),
  sport('table-tennis', 'Table tennis', 'high', 'game'),
  sport('motorsport', 'Motorsport', 'stage', 'stage'),
  sport('mma', 'MMA', 'high', 'round'),
];

const BY_SLUG = new Map(SPORTS.map((s) => [s.slug, s]));

export function sportInfo(slug: SportSlug): SportInfo {
  return BY_SLUG.get(slug) ?? sport(slug, titleCase(slug), 'high', 'period');
}

export function isKnownSport(slug: string): boolean {
  return BY_SLUG.has(slug);
}

/** Slugs the service accepts: lowercase words joined by dashes. Anything else never reaches a URL. */
export const SPORT_SLUG_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

function titleCase(slug: string): string {
  const words = slug.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
