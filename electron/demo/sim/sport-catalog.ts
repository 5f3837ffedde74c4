// The sports the demo simulates: their event form, rhythm (a kick-off every `slotMinutes`, so that
// several matches are always live), tournaments and how a match of each is scripted and folded.

import type { FoldRules } from './match-state';
import type { Random } from './random';
import { periodSportScript, type PeriodSportPlan, type ScriptContext } from './scripts/period-script';
import { cyclingScript, esportsScript, tennisScript, TENNIS_SET_WORDS } from './scripts/other-scripts';
import type { TimedHappening } from './timeline';

export type EventForm = 'object' | 'basketball-string' | 'stage';

export interface TournamentPlan {
  name: string;
  knockout: boolean;
}

export interface CategoryPlan {
  id: number;
  name: string;
  slug: string;
  alpha2?: string;
}

export interface SimSport {
  slug: string;
  name: string;
  /** The service's numeric sport id. */
  sportId: number;
  form: EventForm;
  slotMinutes: number;
  teamCount: number;
  /** Teams are single players (tennis). */
  individual: boolean;
  squadSize: number;
  categories: CategoryPlan[];
  tournaments: TournamentPlan[];
  rules: FoldRules;
  /** Names of the score object's period fields, for the scores endpoint's labels. */
  periodLabels: Record<string, string>;
  script(context: ScriptContext & { knockout: boolean }): TimedHappening[];
}

const ENDED = { code: 100, description: 'Ended' };
const AET = { code: 110, description: 'AET' };
const AOT = { code: 110, description: 'AOT' };
const AP = { code: 120, description: 'AP' };
const HALFTIME = { code: 31, description: 'Halftime' };
const PAUSE = { code: 30, description: 'Pause' };

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

function football(knockout: boolean): PeriodSportPlan {
  return {
    periods: [
      { key: 'period1', words: { code: 6, description: '1st half' }, minutes: 45, clockOffset: 0, clockLength: 45, maxAddedMinutes: 4 },
      { key: 'period2', words: { code: 7, description: '2nd half' }, minutes: 45, clockOffset: 45, clockLength: 45, maxAddedMinutes: 6 },
    ],
    breaks: [{ words: HALFTIME, minutes: 15, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: { words: { code: 32, description: 'Awaiting extra time' }, minutes: 5, marker: 'FT' },
          periods: [
            { key: 'extra1', words: { code: 41, description: '1st extra' }, minutes: 15, clockOffset: 90, clockLength: 15, maxAddedMinutes: 2 },
            { key: 'extra2', words: { code: 42, description: '2nd extra' }, minutes: 15, clockOffset: 105, clockLength: 15, maxAddedMinutes: 2 },
          ],
          breaks: [{ words: { code: 33, description: 'Extra time halftime' }, minutes: 2, marker: 'ET HT' }],
          end: { words: AET, marker: 'AET' },
          shootout: { pause: { words: { code: 34, description: 'Awaiting penalties' }, minutes: 3, marker: 'ET' }, words: { code: 50, description: 'Penalties' }, end: AP },
        }
      : undefined,
    scoringRate: 1.35 / 90,
    pointValues: [{ points: 1, weight: 1 }],
    discipline: true,
  };
}

function futsal(knockout: boolean): PeriodSportPlan {
  return {
    periods: [
      { key: 'period1', words: { code: 6, description: '1st Half' }, minutes: 28, clockOffset: 0, clockLength: 20 },
      { key: 'period2', words: { code: 7, description: '2nd Half' }, minutes: 28, clockOffset: 20, clockLength: 20 },
    ],
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: { words: { code: 32, description: 'Awaiting extra time' }, minutes: 3, marker: 'FT' },
          periods: [{ key: 'overtime', words: { code: 40, description: 'Overtime' }, minutes: 14, clockOffset: 40, clockLength: 10 }],
          breaks: [],
          end: { words: AET, marker: 'AET' },
          shootout: { words: { code: 50, description: 'Penalties' }, end: AP },
        }
      : undefined,
    scoringRate: 3 / 56,
    pointValues: [{ points: 1, weight: 1 }],
    discipline: false,
  };
}

function handball(knockout: boolean): PeriodSportPlan {
  return {
    periods: [
      { key: 'period1', words: { code: 6, description: '1st half' }, minutes: 36, clockOffset: 0, clockLength: 30 },
      { key: 'period2', words: { code: 7, description: '2nd half' }, minutes: 36, clockOffset: 30, clockLength: 30 },
    ],
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: { words: PAUSE, minutes: 5, marker: 'FT' },
          periods: [{ key: 'overtime', words: { code: 40, description: 'Overtime' }, minutes: 12, clockOffset: 60, clockLength: 10 }],
          breaks: [],
          end: { words: AET, marker: 'AET' },
          shootout: { words: { code: 50, description: 'Penalties' }, end: AP },
        }
      : undefined,
    scoringRate: 27 / 72,
    pointValues: [{ points: 1, weight: 1 }],
    discipline: false,
  };
}

const HOCKEY: PeriodSportPlan = {
  periods: [
    { key: 'period1', words: { code: 1, description: '1st period' }, minutes: 28, clockOffset: 0, clockLength: 20 },
    { key: 'period2', words: { code: 2, description: '2nd period' }, minutes: 28, clockOffset: 20, clockLength: 20 },
    { key: 'period3', words: { code: 3, description: '3rd period' }, minutes: 28, clockOffset: 40, clockLength: 20 },
  ],
  breaks: [
    { words: PAUSE, minutes: 15, marker: '1st' },
    { words: PAUSE, minutes: 15, marker: '2nd' },
  ],
  fullTime: { words: ENDED, marker: 'FT' },
  extra: {
    pause: { words: PAUSE, minutes: 2, marker: '3rd' },
    periods: [{ key: 'overtime', words: { code: 40, description: 'Overtime' }, minutes: 7, clockOffset: 60, clockLength: 5, suddenDeath: true }],
    breaks: [],
    end: { words: AOT, marker: 'OT' },
    shootout: { words: { code: 50, description: 'Penalties' }, end: AP },
  },
  scoringRate: 3 / 84,
  pointValues: [{ points: 1, weight: 1 }],
  discipline: false,
};

const BASKETBALL: PeriodSportPlan = {
  periods: [
    { key: 'period1', words: { code: 13, description: '1st quarter' }, minutes: 14, clockOffset: 0, clockLength: 10 },
    { key: 'period2', words: { code: 14, description: '2nd quarter' }, minutes: 14, clockOffset: 10, clockLength: 10 },
    { key: 'period3', words: { code: 15, description: '3rd quarter' }, minutes: 14, clockOffset: 20, clockLength: 10 },
    { key: 'period4', words: { code: 16, description: '4th quarter' }, minutes: 14, clockOffset: 30, clockLength: 10 },
  ],
  breaks: [
    { words: PAUSE, minutes: 2, marker: 'Q1' },
    { words: HALFTIME, minutes: 12, marker: 'Q2' },
    { words: PAUSE, minutes: 2, marker: 'Q3' },
  ],
  fullTime: { words: ENDED, marker: 'Q4' },
  extra: {
    pause: { words: PAUSE, minutes: 2, marker: 'Q4' },
    periods: [{ key: 'overtime', words: { code: 40, description: 'Overtime' }, minutes: 7, clockOffset: 40, clockLength: 5 }],
    breaks: [],
    end: { words: AOT, marker: 'OT' },
  },
  scoringRate: 0.62,
  pointValues: [
    { points: 2, weight: 60 },
    { points: 3, weight: 25 },
    { points: 1, weight: 15 },
  ],
  discipline: false,
};

const STANDARD_RULES: FoldRules = { ended: ENDED, endedAfterExtra: AET, endedAfterShootout: AP, endMarker: 'FT' };

export const SIM_SPORTS: readonly SimSport[] = [
  {
    slug: 'football', name: 'Football', sportId: 1, form: 'object', slotMinutes: 20, teamCount: 28, individual: false, squadSize: 18,
    categories: COUNTRIES.slice(0, 2),
    tournaments: [{ name: 'Premier Division', knockout: false }, { name: 'Crown Cup', knockout: true }],
    rules: STANDARD_RULES,
    periodLabels: { current: 'Match', period1: '1st half', period2: '2nd half', extra1: '1st extra', extra2: '2nd extra', penalties: 'Penalties' },
    script: (context) => periodSportScript(football(context.knockout), context),
  },
  {
    slug: 'basketball', name: 'Basketball', sportId: 2, form: 'basketball-string', slotMinutes: 15, teamCount: 24, individual: false, squadSize: 12,
    categories: COUNTRIES.slice(2, 4),
    tournaments: [{ name: 'National Basketball League', knockout: false }, { name: 'Continental Cup', knockout: false }],
    rules: { ...STANDARD_RULES, endedAfterExtra: AOT, endMarker: 'FT' },
    periodLabels: { current: 'Score', period1: '1st quarter', period2: '2nd quarter', period3: '3rd quarter', period4: '4th quarter', overtime: 'Overtime' },
    script: (context) => periodSportScript(BASKETBALL, context),
  },
  {
    slug: 'futsal', name: 'Futsal', sportId: 29, form: 'object', slotMinutes: 12, teamCount: 20, individual: false, squadSize: 12,
    categories: COUNTRIES.slice(1, 3),
    tournaments: [{ name: 'Liga Sala', knockout: false }, { name: 'Futsal Cup', knockout: true }],
    rules: STANDARD_RULES,
    periodLabels: { current: 'Match', period1: '1st half', period2: '2nd half', overtime: 'Overtime', penalties: 'Penalties' },
    script: (context) => periodSportScript(futsal(context.knockout), context),
  },
  {
    slug: 'handball', name: 'Handball', sportId: 6, form: 'object', slotMinutes: 16, teamCount: 22, individual: false, squadSize: 14,
    categories: COUNTRIES.slice(2, 4),
    tournaments: [{ name: 'Handball Bundesliga', knockout: false }, { name: 'EHF Challenge', knockout: true }],
    rules: STANDARD_RULES,
    periodLabels: { current: 'Match', period1: '1st half', period2: '2nd half', overtime: 'Overtime' },
    script: (context) => periodSportScript(handball(context.knockout), context),
  },
  {
    slug: 'ice-hockey', name: 'Ice Hockey', sportId: 4, form: 'object', slotMinutes: 22, teamCount: 24, individual: false, squadSize: 20,
    categories: COUNTRIES.slice(6, 8),
    tournaments: [{ name: 'Elite Hockey League', knockout: false }, { name: 'Northern Cup', knockout: false }],
    rules: { ...STANDARD_RULES, endedAfterExtra: AOT },
    periodLabels: { current: 'Match', period1: '1st period', period2: '2nd period', period3: '3rd period', overtime: 'Overtime', penalties: 'Penalties' },
    script: (context) => periodSportScript(HOCKEY, context),
  },
  {
    slug: 'tennis', name: 'Tennis', sportId: 5, form: 'object', slotMinutes: 20, teamCount: 32, individual: true, squadSize: 0,
    categories: [{ id: 3, name: 'ATP', slug: 'atp' }, { id: 6, name: 'WTA', slug: 'wta' }],
    tournaments: [{ name: 'Harbour Open', knockout: true }, { name: 'Lakeside Classic', knockout: true }],
    rules: { ...STANDARD_RULES, tennis: { setWords: (index) => TENNIS_SET_WORDS[index] ?? { code: 8 + index, description: `Set ${index + 1}` } } },
    periodLabels: { current: 'Match', point: 'Game', period1: '1st set', period2: '2nd set', period3: '3rd set', period4: '4th set', period5: '5th set' },
    script: (context) => tennisScript(context.random, context.kickOff),
  },
  {
    slug: 'esports', name: 'Esports', sportId: 72, form: 'object', slotMinutes: 20, teamCount: 20, individual: false, squadSize: 5,
    categories: [{ id: 1572, name: 'Counter-Strike 2', slug: 'cs2' }, { id: 1571, name: 'League of Legends', slug: 'lol' }],
    tournaments: [{ name: 'Pro Circuit', knockout: false }, { name: 'Masters Series', knockout: true }],
    rules: { ...STANDARD_RULES, bestOf: 3 },
    periodLabels: { current: 'Match', period1: 'Map 1', period2: 'Map 2', period3: 'Map 3', period4: 'Map 4', period5: 'Map 5' },
    script: (context) => esportsScript(context.random, context.kickOff, 3),
  },
  {
    slug: 'cycling', name: 'Cycling', sportId: 17, form: 'stage', slotMinutes: 60, teamCount: 16, individual: false, squadSize: 8,
    categories: [{ id: 1458, name: 'International', slug: 'international' }],
    tournaments: [{ name: 'Tour of the Northern Hills', knockout: false }, { name: 'Coastal Classic Week', knockout: false }],
    rules: STANDARD_RULES,
    periodLabels: { current: 'Stage' },
    script: (context) => cyclingScript(context.random, context.kickOff),
  },
];

const BY_SLUG = new Map(SIM_SPORTS.map((sport) => [sport.slug, sport]));

export function simSport(slug: string): SimSport | undefined {
  return BY_SLUG.get(slug);
}

export type { Random };
