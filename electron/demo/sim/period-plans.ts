// How a match of each period sport runs: its periods, breaks, extra time and shoot-outs, and how
// often it scores. Status codes and words follow the service's live events.

import type { BreakPlan, PeriodPlan, PeriodSportPlan } from './scripts/period-script';
import type { ScoreKey, StatusWords } from './timeline';

export const ENDED = { code: 100, description: 'Ended' };
export const AET = { code: 110, description: 'AET' };
export const AOT = { code: 110, description: 'AOT' };
export const AP = { code: 120, description: 'AP' };
export const HALFTIME = { code: 31, description: 'Halftime' };
export const PAUSE = { code: 30, description: 'Pause' };
const OVERTIME = { code: 40, description: 'Overtime' };
const PENALTIES = { code: 50, description: 'Penalties' };
const REGULAR_KEYS: readonly ScoreKey[] = ['period1', 'period2', 'period3', 'period4', 'period5'];
const AWAITING_EXTRA = { code: 32, description: 'Awaiting extra time' };
const HALVES: StatusWords[] = [
  { code: 6, description: '1st half' },
  { code: 7, description: '2nd half' },
];
const THIRDS: StatusWords[] = [
  { code: 1, description: '1st period' },
  { code: 2, description: '2nd period' },
  { code: 3, description: '3rd period' },
];
const QUARTERS: StatusWords[] = [
  { code: 13, description: '1st quarter' },
  { code: 14, description: '2nd quarter' },
  { code: 15, description: '3rd quarter' },
  { code: 16, description: '4th quarter' },
];

type PlanFigures = Pick<PeriodSportPlan, 'periods' | 'breaks' | 'scoringRate'> &
  Partial<PeriodSportPlan>;

/** Most sports end at full time ('FT'), count one a goal, and show no cards: the figures say the rest. */
function sportPlan(figures: PlanFigures): PeriodSportPlan {
  return {
    fullTime: { words: ENDED, marker: 'FT' },
    pointValues: [{ points: 1, weight: 1 }],
    discipline: false,
    ...figures,
  };
}

/** Two equal pauses after the first and second of three periods. */
function thirdsBreaks(minutes: number): BreakPlan[] {
  return [
    { words: PAUSE, minutes, marker: '1st' },
    { words: PAUSE, minutes, marker: '2nd' },
  ];
}

/** Short pauses after the first and third quarters, a longer half-time between them. */
function quarterBreaks(halftimeMinutes: number): BreakPlan[] {
  return [
    { words: PAUSE, minutes: 2, marker: 'Q1' },
    { words: HALFTIME, minutes: halftimeMinutes, marker: 'Q2' },
    { words: PAUSE, minutes: 2, marker: 'Q3' },
  ];
}

/** Regular periods of equal length, keyed period1..N, their game clocks running on end to end. */
function evenPeriods(
  words: StatusWords[],
  minutes: number,
  clockLength: number,
  maxAddedMinutes: number[] = [],
): PeriodPlan[] {
  return words.map((periodWords, index) => {
    const key = REGULAR_KEYS[index];
    if (key === undefined) throw new Error(`The score has no field for period ${index + 1}`);
    const added = maxAddedMinutes[index];
    return {
      key,
      words: periodWords,
      minutes,
      clockOffset: index * clockLength,
      clockLength,
      ...(added === undefined ? {} : { maxAddedMinutes: added }),
    };
  });
}

function overtime(minutes: number, clockOffset: number, clockLength: number): PeriodPlan {
  return { key: 'overtime', words: OVERTIME, minutes, clockOffset, clockLength };
}

/**
 * After three periods of 20 minutes a tie goes to one overtime that the next goal ends, then to
 * penalty shots.
 */
function suddenDeathAfterThirds(
  pauseMinutes: number,
  minutes: number,
  clockLength: number,
): NonNullable<PeriodSportPlan['extra']> {
  return {
    pause: { words: PAUSE, minutes: pauseMinutes, marker: '3rd' },
    periods: [{ ...overtime(minutes, 60, clockLength), suddenDeath: true }],
    breaks: [],
    end: { words: AOT, marker: 'OT' },
    shootout: { words: PENALTIES, end: AP },
  };
}

export function football(knockout: boolean): PeriodSportPlan {
  return sportPlan({
    periods: evenPeriods(HALVES, 45, 45, [4, 6]),
    breaks: [{ words: HALFTIME, minutes: 15, marker: 'HT' }],
    extra: knockout
      ? {
          pause: { words: AWAITING_EXTRA, minutes: 5, marker: 'FT' },
          periods: [
            {
              key: 'extra1',
              words: { code: 41, description: '1st extra' },
              minutes: 15,
              clockOffset: 90,
              clockLength: 15,
              maxAddedMinutes: 2,
            },
            {
              key: 'extra2',
              words: { code: 42, description: '2nd extra' },
              minutes: 15,
              clockOffset: 105,
              clockLength: 15,
              maxAddedMinutes: 2,
            },
          ],
          breaks: [
            {
              words: { code: 33, description: 'Extra time halftime' },
              minutes: 2,
              marker: 'ET HT',
            },
          ],
          end: { words: AET, marker: 'AET' },
          shootout: {
            pause: {
              words: { code: 34, description: 'Awaiting penalties' },
              minutes: 3,
              marker: 'ET',
            },
            words: PENALTIES,
            end: AP,
          },
        }
      : undefined,
    scoringRate: 1.35 / 90,
    discipline: true,
  });
}

export function futsal(knockout: boolean): PeriodSportPlan {
  return sportPlan({
    periods: evenPeriods(
      [
        { code: 6, description: '1st Half' },
        { code: 7, description: '2nd Half' },
      ],
      28,
      20,
    ),
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    extra: knockout
      ? {
          pause: { words: AWAITING_EXTRA, minutes: 3, marker: 'FT' },
          periods: [overtime(14, 40, 10)],
          breaks: [],
          end: { words: AET, marker: 'AET' },
          shootout: { words: PENALTIES, end: AP },
        }
      : undefined,
    scoringRate: 3 / 56,
  });
}

/** Minifootball: two halves of 25 minutes, overtime and penalties in knockout matches. */
export function minifootball(knockout: boolean): PeriodSportPlan {
  const plan = futsal(knockout);
  return {
    ...plan,
    periods: evenPeriods(HALVES, 30, 25),
    extra: plan.extra && { ...plan.extra, periods: [overtime(12, 50, 10)] },
    scoringRate: 4 / 60,
  };
}

export function handball(knockout: boolean): PeriodSportPlan {
  return sportPlan({
    periods: evenPeriods(HALVES, 36, 30),
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    extra: knockout
      ? {
          pause: { words: PAUSE, minutes: 5, marker: 'FT' },
          // Overtime is 2 × 5 minutes, both halves counted in the one `overtime` field.
          periods: [
            { ...overtime(6, 60, 5), words: { code: 41, description: '1st overtime' } },
            { ...overtime(6, 65, 5), words: { code: 42, description: '2nd overtime' } },
          ],
          breaks: [
            { words: { code: 33, description: 'Overtime halftime' }, minutes: 1, marker: 'OT HT' },
          ],
          end: { words: AET, marker: 'AET' },
          shootout: { words: PENALTIES, end: AP },
        }
      : undefined,
    scoringRate: 27 / 72,
  });
}

export const HOCKEY: PeriodSportPlan = sportPlan({
  periods: evenPeriods(THIRDS, 28, 20),
  breaks: thirdsBreaks(15),
  extra: suddenDeathAfterThirds(2, 7, 5),
  scoringRate: 3 / 84,
});

/**
 * Floorball: three periods of 20 minutes on a stopped clock; knockout ties go to ten minutes of
 * sudden-death overtime and then penalty shots, as in the play-offs of the big leagues.
 */
export function floorball(knockout: boolean): PeriodSportPlan {
  return sportPlan({
    periods: evenPeriods(THIRDS, 26, 20),
    breaks: thirdsBreaks(10),
    extra: knockout ? suddenDeathAfterThirds(3, 13, 10) : undefined,
    // About eleven goals a match between the two sides.
    scoringRate: 5.5 / 78,
  });
}

/**
 * Water polo: four quarters of 8 minutes on a stopped clock (about 12 minutes each with the
 * stoppages), a longer break at half-time. A league match may end level.
 */
export const WATER_POLO: PeriodSportPlan = sportPlan({
  periods: evenPeriods(QUARTERS, 12, 8),
  breaks: quarterBreaks(5),
  // Twenty-odd goals a match: the reason a fan wants the quarter ends rather than every goal.
  scoringRate: 11 / 48,
});

export const BASKETBALL: PeriodSportPlan = sportPlan({
  periods: evenPeriods(QUARTERS, 14, 10),
  breaks: quarterBreaks(12),
  fullTime: { words: ENDED, marker: 'Q4' },
  extra: {
    pause: { words: PAUSE, minutes: 2, marker: 'Q4' },
    periods: [overtime(7, 40, 5)],
    breaks: [],
    end: { words: AOT, marker: 'OT' },
  },
  scoringRate: 0.62,
  pointValues: [
    { points: 2, weight: 60 },
    { points: 3, weight: 25 },
    { points: 1, weight: 15 },
  ],
});
