// How a match of each period sport runs: its periods, breaks, extra time and shoot-outs, and how
// often it scores. Status codes and words follow the service's live events.

import type { PeriodPlan, PeriodSportPlan } from './scripts/period-script';
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

export function football(knockout: boolean): PeriodSportPlan {
  return {
    periods: evenPeriods(
      [
        { code: 6, description: '1st half' },
        { code: 7, description: '2nd half' },
      ],
      45,
      45,
      [4, 6],
    ),
    breaks: [{ words: HALFTIME, minutes: 15, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: {
            words: { code: 32, description: 'Awaiting extra time' },
            minutes: 5,
            marker: 'FT',
          },
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
    pointValues: [{ points: 1, weight: 1 }],
    discipline: true,
  };
}

export function futsal(knockout: boolean): PeriodSportPlan {
  return {
    periods: evenPeriods(
      [
        { code: 6, description: '1st Half' },
        { code: 7, description: '2nd Half' },
      ],
      28,
      20,
    ),
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: {
            words: { code: 32, description: 'Awaiting extra time' },
            minutes: 3,
            marker: 'FT',
          },
          periods: [overtime(14, 40, 10)],
          breaks: [],
          end: { words: AET, marker: 'AET' },
          shootout: { words: PENALTIES, end: AP },
        }
      : undefined,
    scoringRate: 3 / 56,
    pointValues: [{ points: 1, weight: 1 }],
    discipline: false,
  };
}

/** Minifootball: two halves of 25 minutes, overtime and penalties in knockout matches. */
export function minifootball(knockout: boolean): PeriodSportPlan {
  const plan = futsal(knockout);
  return {
    ...plan,
    periods: evenPeriods(
      [
        { code: 6, description: '1st half' },
        { code: 7, description: '2nd half' },
      ],
      30,
      25,
    ),
    extra: plan.extra && { ...plan.extra, periods: [overtime(12, 50, 10)] },
    scoringRate: 4 / 60,
  };
}

export function handball(knockout: boolean): PeriodSportPlan {
  return {
    periods: evenPeriods(
      [
        { code: 6, description: '1st half' },
        { code: 7, description: '2nd half' },
      ],
      36,
      30,
    ),
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
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
    pointValues: [{ points: 1, weight: 1 }],
    discipline: false,
  };
}

export const HOCKEY: PeriodSportPlan = {
  periods: evenPeriods(
    [
      { code: 1, description: '1st period' },
      { code: 2, description: '2nd period' },
      { code: 3, description: '3rd period' },
    ],
    28,
    20,
  ),
  breaks: [
    { words: PAUSE, minutes: 15, marker: '1st' },
    { words: PAUSE, minutes: 15, marker: '2nd' },
  ],
  fullTime: { words: ENDED, marker: 'FT' },
  extra: {
    pause: { words: PAUSE, minutes: 2, marker: '3rd' },
    periods: [{ ...overtime(7, 60, 5), suddenDeath: true }],
    breaks: [],
    end: { words: AOT, marker: 'OT' },
    shootout: { words: PENALTIES, end: AP },
  },
  scoringRate: 3 / 84,
  pointValues: [{ points: 1, weight: 1 }],
  discipline: false,
};

/**
 * Floorball: three periods of 20 minutes on a stopped clock; knockout ties go to ten minutes of
 * sudden-death overtime and then penalty shots, as in the play-offs of the big leagues.
 */
export function floorball(knockout: boolean): PeriodSportPlan {
  return {
    periods: evenPeriods(
      [
        { code: 1, description: '1st period' },
        { code: 2, description: '2nd period' },
        { code: 3, description: '3rd period' },
      ],
      26,
      20,
    ),
    breaks: [
      { words: PAUSE, minutes: 10, marker: '1st' },
      { words: PAUSE, minutes: 10, marker: '2nd' },
    ],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: { words: PAUSE, minutes: 3, marker: '3rd' },
          periods: [{ ...overtime(13, 60, 10), suddenDeath: true }],
          breaks: [],
          end: { words: AOT, marker: 'OT' },
          shootout: { words: PENALTIES, end: AP },
        }
      : undefined,
    // About eleven goals a match between the two sides.
    scoringRate: 5.5 / 78,
    pointValues: [{ points: 1, weight: 1 }],
    discipline: false,
  };
}

/**
 * Water polo: four quarters of 8 minutes on a stopped clock (about 12 minutes each with the
 * stoppages), a longer break at half-time. A league match may end level.
 */
export const WATER_POLO: PeriodSportPlan = {
  periods: evenPeriods(
    [
      { code: 13, description: '1st quarter' },
      { code: 14, description: '2nd quarter' },
      { code: 15, description: '3rd quarter' },
      { code: 16, description: '4th quarter' },
    ],
    12,
    8,
  ),
  breaks: [
    { words: PAUSE, minutes: 2, marker: 'Q1' },
    { words: HALFTIME, minutes: 5, marker: 'Q2' },
    { words: PAUSE, minutes: 2, marker: 'Q3' },
  ],
  fullTime: { words: ENDED, marker: 'FT' },
  // Twenty-odd goals a match: the reason a fan wants the quarter ends rather than every goal.
  scoringRate: 11 / 48,
  pointValues: [{ points: 1, weight: 1 }],
  discipline: false,
};

export const BASKETBALL: PeriodSportPlan = {
  periods: evenPeriods(
    [
      { code: 13, description: '1st quarter' },
      { code: 14, description: '2nd quarter' },
      { code: 15, description: '3rd quarter' },
      { code: 16, description: '4th quarter' },
    ],
    14,
    10,
  ),
  breaks: [
    { words: PAUSE, minutes: 2, marker: 'Q1' },
    { words: HALFTIME, minutes: 12, marker: 'Q2' },
    { words: PAUSE, minutes: 2, marker: 'Q3' },
  ],
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
  discipline: false,
};
