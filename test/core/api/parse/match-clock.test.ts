import { describe, expect, it } from 'vitest';
import type { MatchStatus } from '../../../../shared/domain';
import { clockLabel, clockState } from '../../../../electron/core/api/parse/match-clock';

const START = 1_790_000_000;
const live = (text: string, code: number): MatchStatus => ({ phase: 'live', text, code });
const at = (secondsAfterStart: number) => (START + secondsAfterStart) * 1000;

/** Basketball's time object 1452 s into the match (252 s into the 3rd quarter), running at at(0). */
const thirdQuarterClock = () => ({
  played: 1452,
  periodLength: 600,
  clockRunning: true,
  clockRunningLastUpdated: new Date(at(0)).toISOString(),
});

describe('match clock', () => {
  it('first half: the running minute', () => {
    const time = { currentPeriodStartTimestamp: START };
    expect(clockLabel('football', live('1st half', 6), time, at(0))).toBe("1'");
    expect(clockLabel('football', live('1st half', 6), time, at(66 * 60 + 5))).toBe("45+22'");
    expect(clockLabel('football', live('1st half', 6), time, at(20 * 60 + 30))).toBe("21'");
  });

  it('second half counts on from 45 and shows stoppage time past 90', () => {
    const time = { currentPeriodStartTimestamp: START };
    expect(clockLabel('football', live('2nd half', 7), time, at(21 * 60 + 10))).toBe("67'");
    expect(clockLabel('football', live('2nd half', 7), time, at(46 * 60 + 1))).toBe("90+2'");
  });

  it("uses the service's period start offset and end when it gives them", () => {
    const time = { currentPeriodStartTimestamp: START, initial: 2700, max: 5400 };
    expect(clockLabel('football', live('2nd half', 7), time, at(600))).toBe("56'");
  });

  it('extra time follows the two halves', () => {
    const time = { currentPeriodStartTimestamp: START };
    expect(clockLabel('football', live('1st extra', 41), time, at(5 * 60))).toBe("96'");
  });

  it('no minute for stopped-clock sports, pauses, shoot-outs, or timestamps that make no sense', () => {
    const time = { currentPeriodStartTimestamp: START };
    expect(clockLabel('basketball', live('2nd quarter', 14), time, at(60))).toBeNull();
    expect(
      clockLabel('football', { phase: 'paused', text: 'Halftime', code: 31 }, time, at(60)),
    ).toBeNull();
    expect(clockLabel('football', live('Penalties', 50), time, at(60))).toBeNull();
    expect(clockLabel('football', live('1st half', 6), time, at(-120))).toBeNull();
    expect(clockLabel('football', live('1st half', 6), {}, at(60))).toBeNull();
    expect(clockLabel('football', live('1st half', 6), null, at(60))).toBeNull();
  });
});

describe('clock reading for the window', () => {
  it('a running-clock sport: the minutes before the period and when it began, running', () => {
    const time = { currentPeriodStartTimestamp: START, initial: 2700, max: 5400 };
    expect(clockState('football', live('2nd half', 7), time, at(600))).toEqual({
      scope: 'match',
      seconds: 2700,
      at: START * 1000,
      running: true,
      periodEnd: 5400,
      countdown: false,
    });
    expect(
      clockState('football', live('1st extra', 41), { currentPeriodStartTimestamp: START }, at(1)),
    ).toMatchObject({ seconds: 5400, periodEnd: 6300 });
  });

  it('a stopped-clock sport: the seconds played when the service sends them, else nothing', () => {
    // `played` counts the whole match: 1452 s in the 3rd quarter is 252 s into it.
    const time = thirdQuarterClock();
    expect(clockState('basketball', live('3rd quarter', 15), time, at(30))).toEqual({
      scope: 'period',
      seconds: 252,
      at: at(0),
      running: true,
      periodEnd: 600,
      countdown: true,
    });
    expect(
      clockState('basketball', live('3rd quarter', 15), { periodLength: 600 }, at(0)),
    ).toBeNull();
    expect(
      clockState('football', { phase: 'paused', text: 'Halftime', code: 31 }, time, at(0)),
    ).toBeNull();
  });

  it("the whole match's seconds are split into the period under way, overtime included", () => {
    const basketball = { periodLength: 600, overtimeLength: 300, totalPeriodCount: 4 };
    const hockey = { periodLength: 1200, overtimeLength: 300, totalPeriodCount: 3 };
    const read = (sport: string, text: string, code: number, played: number, time: object) =>
      clockState(sport, live(text, code), { ...time, played }, at(0));
    // The real answers: Q3 at 1771 has 29 s left; Q1 at 515 has 85 s left.
    expect(read('basketball', '3rd quarter', 15, 1771, basketball)).toMatchObject({
      seconds: 571,
      periodEnd: 600,
    });
    expect(read('basketball', '1st quarter', 13, 515, basketball)).toMatchObject({ seconds: 515 });
    // A quarter just begun, its clock not yet run: all of it to play, not the end of the last one.
    expect(read('basketball', '2nd quarter', 14, 600, basketball)).toMatchObject({ seconds: 0 });
    // Overtime runs 300 s after the 2400 of four quarters.
    expect(read('basketball', 'Overtime', 40, 2500, basketball)).toMatchObject({
      seconds: 100,
      periodEnd: 300,
    });
    expect(read('basketball', '2nd overtime', 41, 2750, basketball)).toMatchObject({
      seconds: 50,
      periodEnd: 300,
    });
    // Hockey's 2nd period at 1200 s played: 20 minutes to play.
    expect(read('ice-hockey', '2nd period', 18, 1200, hockey)).toMatchObject({
      seconds: 0,
      periodEnd: 1200,
      countdown: true,
    });
    // No status period: the seconds tell it.
    expect(read('ice-hockey', 'Live', 0, 3000, hockey)).toMatchObject({ seconds: 600 });
  });

  it('a clock said to be running since hours ago is stale: no clock, not a reading taken as now', () => {
    // No period runs that long: the time object stopped being updated while play went on, so its
    // 252 s says nothing of where the quarter is (the quota plan would wait 348 s for its end).
    const stale = thirdQuarterClock();
    expect(clockState('basketball', live('3rd quarter', 15), stale, at(2 * 3600))).toBeNull();
    // A clock stopped that long (a long stoppage) still says where the period stands.
    const stopped = { ...stale, clockRunning: false };
    expect(clockState('basketball', live('3rd quarter', 15), stopped, at(2 * 3600))).toEqual({
      scope: 'period',
      seconds: 252,
      at: at(2 * 3600),
      running: false,
      periodEnd: 600,
      countdown: true,
    });
  });
});
