// The sports the demo simulates whose fans are told by period, not per goal or point (docs/alerts.md
// "Sports"): floorball and water polo at period ends, snooker at a session break,
// baseball at the end of an inning with runs. They come after the catalog's first ten, so the ids
// and seeds of those stay as they were.

import { AOT, floorball, WATER_POLO } from './period-plans';
import { baseballScript, snookerScript } from './scripts/innings-frames';
import { scriptFromPlan, STANDARD_RULES, THREE_PERIODS_LABELS, type SimSport } from './sim-sport';

/** Baseball's line score: one field per inning, as many as are played (extra innings too). */
const INNING_LABELS = Object.fromEntries([
  ['current', 'Runs'],
  ...Array.from({ length: 9 }, (_, index) => [`period${index + 1}`, `Inning ${index + 1}`]),
]) as Record<string, string>;

export const TOLD_BY_PERIOD: readonly SimSport[] = [
  {
    slug: 'floorball',
    name: 'Floorball',
    sportId: 7,
    form: 'object',
    slotMinutes: 14,
    teamCount: 18,
    individual: false,
    squadSize: 16,
    categories: [
      { id: 46, name: 'Sweden', slug: 'sweden', alpha2: 'SE' },
      { id: 47, name: 'Finland', slug: 'finland', alpha2: 'FI' },
    ],
    tournaments: [
      { name: 'Floorball League', knockout: false },
      { name: 'Floorball Champions Cup', knockout: true },
    ],
    rules: { ...STANDARD_RULES, endedAfterExtra: AOT },
    periodLabels: THREE_PERIODS_LABELS,
    script: scriptFromPlan(floorball),
  },
  {
    slug: 'water-polo',
    name: 'Water Polo',
    sportId: 24,
    form: 'object',
    slotMinutes: 10,
    teamCount: 16,
    individual: false,
    squadSize: 13,
    categories: [
      { id: 31, name: 'Italy', slug: 'italy', alpha2: 'IT' },
      { id: 45, name: 'Hungary', slug: 'hungary', alpha2: 'HU' },
    ],
    // League matches only: they may end level, so no shoot-out is ever needed.
    tournaments: [
      { name: 'Water Polo Serie A', knockout: false },
      { name: 'Water Polo OB I', knockout: false },
    ],
    rules: STANDARD_RULES,
    periodLabels: {
      current: 'Match',
      period1: '1st quarter',
      period2: '2nd quarter',
      period3: '3rd quarter',
      period4: '4th quarter',
    },
    script: scriptFromPlan(() => WATER_POLO),
  },
  {
    slug: 'snooker',
    name: 'Snooker',
    sportId: 19,
    form: 'object',
    slotMinutes: 30,
    teamCount: 32,
    individual: true,
    squadSize: 0,
    categories: [{ id: 1460, name: 'World Snooker Tour', slug: 'world-snooker-tour' }],
    // Long matches, played over two sessions, so a fan hears of the session break.
    tournaments: [
      { name: 'Harbour Snooker Championship', knockout: true, bestOf: 17 },
      { name: 'Northern Snooker Open', knockout: true, bestOf: 19 },
    ],
    // Frames won are counted like esports maps: each frame's field is 1 for its winner.
    rules: { ...STANDARD_RULES, bestOf: 19 },
    periodLabels: { current: 'Frames' },
    script: (context) => snookerScript(context.random, context.kickOff, context.bestOf ?? 17),
  },
  {
    slug: 'baseball',
    name: 'Baseball',
    sportId: 64,
    form: 'object',
    slotMinutes: 15,
    teamCount: 26,
    individual: false,
    squadSize: 14,
    categories: [
      { id: 26, name: 'USA', slug: 'usa', alpha2: 'US' },
      { id: 52, name: 'Japan', slug: 'japan', alpha2: 'JP' },
    ],
    tournaments: [
      { name: 'Continental Baseball League', knockout: false },
      { name: 'Pacific Baseball League', knockout: false },
    ],
    rules: STANDARD_RULES,
    periodLabels: INNING_LABELS,
    script: (context) =>
      baseballScript(context.random, context.kickOff, {
        home: context.homePlayers,
        away: context.awayPlayers,
      }),
  },
];
