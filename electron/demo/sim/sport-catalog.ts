// The sports the demo simulates, in an order that must not change: a sport's index makes its ids
// (entities.ts, schedule.ts), so new sports go at the end.

import { badmintonMatch } from './badminton-score';
import {
  badmintonScript,
  BADMINTON_GAME_WORDS,
  cyclingScript,
  esportsScript,
  tennisScript,
  TENNIS_SET_WORDS,
} from './scripts/other-scripts';
import { tennisMatch } from './tennis-score';
import type { StatusWords } from './timeline';
import { AOT, BASKETBALL, football, futsal, handball, minifootball, HOCKEY } from './period-plans';
import {
  HALVES_LABELS,
  scriptFromPlan,
  STANDARD_RULES,
  THREE_PERIODS_LABELS,
  type CategoryPlan,
  type SimSport,
} from './sim-sport';
import { TOLD_BY_PERIOD } from './sports-told-by-period';

const COUNTRIES: CategoryPlan[] = [
  { id: 1, name: 'England', slug: 'england', alpha2: 'EN' },
  { id: 32, name: 'Spain', slug: 'spain', alpha2: 'ES' },
  { id: 30, name: 'Germany', slug: 'germany', alpha2: 'DE' },
  { id: 7, name: 'France', slug: 'france', alpha2: 'FR' },
  { id: 31, name: 'Italy', slug: 'italy', alpha2: 'IT' },
  { id: 35, name: 'Netherlands', slug: 'netherlands', alpha2: 'NL' },
  { id: 46, name: 'Sweden', slug: 'sweden', alpha2: 'SE' },
  { id: 44, name: 'Portugal', slug: 'portugal', alpha2: 'PT' },
];

const FUTSAL: SimSport = {
  slug: 'futsal',
  name: 'Futsal',
  sportId: 29,
  form: 'object',
  slotMinutes: 12,
  teamCount: 20,
  individual: false,
  squadSize: 12,
  categories: COUNTRIES.slice(1, 3),
  tournaments: [
    { name: 'Liga Sala', knockout: false },
    { name: 'Futsal Cup', knockout: true },
  ],
  rules: STANDARD_RULES,
  periodLabels: {
    ...HALVES_LABELS,
    overtime: 'Overtime',
    penalties: 'Penalties',
  },
  script: scriptFromPlan(futsal),
};

const TENNIS: SimSport = {
  slug: 'tennis',
  name: 'Tennis',
  sportId: 5,
  form: 'object',
  slotMinutes: 20,
  teamCount: 32,
  individual: true,
  squadSize: 0,
  categories: [
    { id: 3, name: 'ATP', slug: 'atp' },
    { id: 6, name: 'WTA', slug: 'wta' },
  ],
  tournaments: [
    { name: 'Harbour Open', knockout: true },
    { name: 'Lakeside Classic', knockout: true },
  ],
  rules: {
    ...STANDARD_RULES,
    rallies: { periodWords: wordsOf(TENNIS_SET_WORDS, 'Set'), start: tennisMatch },
  },
  periodLabels: {
    current: 'Match',
    point: 'Game',
    period1: '1st set',
    period2: '2nd set',
    period3: '3rd set',
    period4: '4th set',
    period5: '5th set',
  },
  script: (context) => tennisScript(context.random, context.kickOff),
};

export const SIM_SPORTS: readonly SimSport[] = [
  {
    slug: 'football',
    name: 'Football',
    sportId: 1,
    form: 'object',
    slotMinutes: 20,
    teamCount: 28,
    individual: false,
    squadSize: 18,
    categories: COUNTRIES.slice(0, 2),
    tournaments: [
      { name: 'Premier Division', knockout: false },
      { name: 'Crown Cup', knockout: true },
    ],
    rules: STANDARD_RULES,
    periodLabels: {
      ...HALVES_LABELS,
      extra1: '1st extra',
      extra2: '2nd extra',
      penalties: 'Penalties',
    },
    script: scriptFromPlan(football),
  },
  {
    slug: 'basketball',
    name: 'Basketball',
    sportId: 2,
    form: 'basketball-string',
    slotMinutes: 15,
    teamCount: 24,
    individual: false,
    squadSize: 12,
    categories: COUNTRIES.slice(2, 4),
    tournaments: [
      { name: 'National Basketball League', knockout: false },
      { name: 'Continental Cup', knockout: false },
    ],
    rules: { ...STANDARD_RULES, endedAfterExtra: AOT, endMarker: 'FT' },
    periodLabels: {
      current: 'Score',
      period1: '1st quarter',
      period2: '2nd quarter',
      period3: '3rd quarter',
      period4: '4th quarter',
      overtime: 'Overtime',
    },
    script: scriptFromPlan(() => BASKETBALL),
  },
  FUTSAL,
  {
    slug: 'handball',
    name: 'Handball',
    sportId: 6,
    form: 'object',
    slotMinutes: 16,
    teamCount: 22,
    individual: false,
    squadSize: 14,
    categories: COUNTRIES.slice(2, 4),
    tournaments: [
      { name: 'Handball Bundesliga', knockout: false },
      { name: 'EHF Challenge', knockout: true },
    ],
    rules: STANDARD_RULES,
    periodLabels: {
      ...HALVES_LABELS,
      overtime: 'Overtime',
    },
    script: scriptFromPlan(handball),
  },
  {
    slug: 'ice-hockey',
    name: 'Ice Hockey',
    sportId: 4,
    form: 'object',
    slotMinutes: 22,
    teamCount: 24,
    individual: false,
    squadSize: 20,
    categories: COUNTRIES.slice(6, 8),
    tournaments: [
      { name: 'Elite Hockey League', knockout: false },
      { name: 'Northern Cup', knockout: false },
    ],
    rules: { ...STANDARD_RULES, endedAfterExtra: AOT },
    periodLabels: THREE_PERIODS_LABELS,
    script: scriptFromPlan(() => HOCKEY),
  },
  TENNIS,
  {
    slug: 'esports',
    name: 'Esports',
    sportId: 72,
    form: 'object',
    slotMinutes: 20,
    teamCount: 20,
    individual: false,
    squadSize: 5,
    categories: [
      { id: 1572, name: 'Counter-Strike 2', slug: 'cs2' },
      { id: 1571, name: 'League of Legends', slug: 'lol' },
      { id: 1570, name: 'Dota 2', slug: 'dota2' },
    ],
    tournaments: [
      { name: 'Pro Circuit', knockout: false },
      { name: 'Masters Series', knockout: true },
      // Dota 2 groups play best of 2, so a series can end 1–1.
      { name: 'Dota 2 Group Stage', knockout: false, bestOf: 2 },
    ],
    rules: { ...STANDARD_RULES, bestOf: 3 },
    periodLabels: {
      current: 'Match',
      period1: 'Map 1',
      period2: 'Map 2',
      period3: 'Map 3',
      period4: 'Map 4',
      period5: 'Map 5',
    },
    script: (context) => esportsScript(context.random, context.kickOff, context.bestOf ?? 3),
  },
  {
    slug: 'cycling',
    name: 'Cycling',
    sportId: 17,
    form: 'stage',
    slotMinutes: 60,
    teamCount: 16,
    individual: false,
    squadSize: 8,
    categories: [{ id: 1458, name: 'International', slug: 'international' }],
    tournaments: [
      { name: 'Tour of the Northern Hills', knockout: false },
      { name: 'Coastal Classic Week', knockout: false },
    ],
    rules: STANDARD_RULES,
    periodLabels: { current: 'Stage' },
    script: (context) => cyclingScript(context.random, context.kickOff),
  },
  // Minifootball is futsal's form (the same score fields, overtime and penalties in knockouts) on
  // longer halves; it comes last so the ids and seeds of the sports before it stay as they were.
  {
    ...FUTSAL,
    slug: 'minifootball',
    name: 'Minifootball',
    sportId: 30,
    slotMinutes: 14,
    teamCount: 16,
    squadSize: 10,
    categories: COUNTRIES.slice(4, 6),
    tournaments: [
      { name: 'Minifootball League', knockout: false },
      { name: 'Minifootball Champions Cup', knockout: true },
    ],
    script: scriptFromPlan(minifootball),
  },
  // Badminton comes after minifootball for the same reason. Like tennis, its sides are players
  // (or pairs) in the object form, scored rally by rally.
  {
    ...TENNIS,
    slug: 'badminton',
    name: 'Badminton',
    sportId: 91,
    slotMinutes: 10,
    teamCount: 24,
    categories: [{ id: 1490, name: 'BWF World Tour', slug: 'bwf-world-tour' }],
    tournaments: [
      { name: 'Harbour Masters Super 300', knockout: true },
      { name: 'Northern Open Super 500 Doubles', knockout: true, doubles: true },
    ],
    rules: {
      ...STANDARD_RULES,
      rallies: { periodWords: wordsOf(BADMINTON_GAME_WORDS, 'Game'), start: badmintonMatch },
    },
    periodLabels: { current: 'Match', period1: 'Game 1', period2: 'Game 2', period3: 'Game 3' },
    script: (context) => badmintonScript(context.random, context.kickOff),
  },
  ...TOLD_BY_PERIOD,
];

/** The status words of the n-th set or game, counted on past the table's last ("Set 6"). */
function wordsOf(table: readonly StatusWords[], noun: string): (index: number) => StatusWords {
  return (index) => table[index] ?? { code: 8 + index, description: `${noun} ${index + 1}` };
}

const BY_SLUG = new Map(SIM_SPORTS.map((sport) => [sport.slug, sport]));

export function simSport(slug: string): SimSport | undefined {
  return BY_SLUG.get(slug);
}
