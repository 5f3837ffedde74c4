// How a match of each period sport runs: its periods, breaks, extra time and shoot-outs, and how
// often it scores. Status codes and words follow the service's live events.

import type { PeriodSportPlan } from './scripts/period-script';

export const ENDED = { code: 100, description: 'Ended' };
export const AET = { code: 110, description: 'AET' };
export const AOT = { code: 110, description: 'AOT' };
export const AP = { code: 120, description: 'AP' };
export const HALFTIME = { code: 31, description: 'Halftime' };
export const PAUSE = { code: 30, description: 'Pause' };

export function football(knockout: boolean): PeriodSportPlan {
  return {
    periods: [
      {
        key: 'period1',
        words: { code: 6, description: '1st half' },
        minutes: 45,
        clockOffset: 0,
        clockLength: 45,
        maxAddedMinutes: 4,
      },
      {
        key: 'period2',
        words: { code: 7, description: '2nd half' },
        minutes: 45,
        clockOffset: 45,
        clockLength: 45,
        maxAddedMinutes: 6,
      },
    ],
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
            words: { code: 50, description: 'Penalties' },
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
    periods: [
      {
        key: 'period1',
        words: { code: 6, description: '1st Half' },
        minutes: 28,
        clockOffset: 0,
        clockLength: 20,
      },
      {
        key: 'period2',
        words: { code: 7, description: '2nd Half' },
        minutes: 28,
        clockOffset: 20,
        clockLength: 20,
      },
    ],
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: {
            words: { code: 32, description: 'Awaiting extra time' },
            minutes: 3,
            marker: 'FT',
          },
          periods: [
            {
              key: 'overtime',
              words: { code: 40, description: 'Overtime' },
              minutes: 14,
              clockOffset: 40,
              clockLength: 10,
            },
          ],
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

export function handball(knockout: boolean): PeriodSportPlan {
  return {
    periods: [
      {
        key: 'period1',
        words: { code: 6, description: '1st half' },
        minutes: 36,
        clockOffset: 0,
        clockLength: 30,
      },
      {
        key: 'period2',
        words: { code: 7, description: '2nd half' },
        minutes: 36,
        clockOffset: 30,
        clockLength: 30,
      },
    ],
    breaks: [{ words: HALFTIME, minutes: 10, marker: 'HT' }],
    fullTime: { words: ENDED, marker: 'FT' },
    extra: knockout
      ? {
          pause: { words: PAUSE, minutes: 5, marker: 'FT' },
          periods: [
            {
              key: 'overtime',
              words: { code: 40, description: 'Overtime' },
              minutes: 12,
              clockOffset: 60,
              clockLength: 10,
            },
          ],
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

export const HOCKEY: PeriodSportPlan = {
  periods: [
    {
      key: 'period1',
      words: { code: 1, description: '1st period' },
      minutes: 28,
      clockOffset: 0,
      clockLength: 20,
    },
    {
      key: 'period2',
      words: { code: 2, description: '2nd period' },
      minutes: 28,
      clockOffset: 20,
      clockLength: 20,
    },
    {
      key: 'period3',
      words: { code: 3, description: '3rd period' },
      minutes: 28,
      clockOffset: 40,
      clockLength: 20,
    },
  ],
  breaks: [
    { words: PAUSE, minutes: 15, marker: '1st' },
    { words: PAUSE, minutes: 15, marker: '2nd' },
  ],
  fullTime: { words: ENDED, marker: 'FT' },
  extra: {
    pause: { words: PAUSE, minutes: 2, marker: '3rd' },
    periods: [
      {
        key: 'overtime',
        words: { code: 40, description: 'Overtime' },
        minutes: 7,
        clockOffset: 60,
        clockLength: 5,
        suddenDeath: true,
      },
    ],
    breaks: [],
    end: { words: AOT, marker: 'OT' },
    shootout: { words: { code: 50, description: 'Penalties' }, end: AP },
  },
  scoringRate: 3 / 84,
  pointValues: [{ points: 1, weight: 1 }],
  discipline: false,
};

export const BASKETBALL: PeriodSportPlan = {
  periods: [
    {
      key: 'period1',
      words: { code: 13, description: '1st quarter' },
      minutes: 14,
      clockOffset: 0,
      clockLength: 10,
    },
    {
      key: 'period2',
      words: { code: 14, description: '2nd quarter' },
      minutes: 14,
      clockOffset: 10,
      clockLength: 10,
    },
    {
      key: 'period3',
      words: { code: 15, description: '3rd quarter' },
      minutes: 14,
      clockOffset: 20,
      clockLength: 10,
    },
    {
      key: 'period4',
      words: { code: 16, description: '4th quarter' },
      minutes: 14,
      clockOffset: 30,
      clockLength: 10,
    },
  ],
  breaks: [
    { words: PAUSE, minutes: 2, marker: 'Q1' },
    { words: HALFTIME, minutes: 12, marker: 'Q2' },
    { words: PAUSE, minutes: 2, marker: 'Q3' },
  ],
  fullTime: { words: ENDED, marker: 'Q4' },
  extra: {
    pause: { words: PAUSE, minutes: 2, marker: 'Q4' },
    periods: [
      {
        key: 'overtime',
        words: { code: 40, description: 'Overtime' },
        minutes: 7,
        clockOffset: 40,
        clockLength: 5,
      },
    ],
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
