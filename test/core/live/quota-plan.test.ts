import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translator } from '../../../shared/i18n';
import { paceWords } from '../../../shared/quota-pace';
import {
  busyTime,
  expectedEnd,
  latestEnd,
  followedSpans,
  type BusySpan,
} from '../../../electron/core/live/match-time';
import { planQuota, quotaReserve, type PlanInput } from '../../../electron/core/live/poll-plan';
import { listMatch } from '../../fixtures/match-builders';
import { planInput } from '../../fixtures/plan-input';

const MIN = 60_000;
const HOUR = 60 * MIN;
const MIDNIGHT = Date.UTC(2026, 8, 30, 0, 0, 0);
const WINDOW = { leadMs: 15 * MIN, lateMs: 3 * HOUR };

function input(overrides: Partial<PlanInput>): PlanInput {
  return planInput({
    now: MIDNIGHT - 2 * HOUR,
    sports: ['futsal'],
    quota: { remaining: 480, resetAt: MIDNIGHT },
    busy: [],
    reserve: 20,
    ...overrides,
  });
}

const intervalOf = (plan: ReturnType<typeof planQuota>, sport: string) =>
  plan.plans.find((p) => p.sport === sport)?.intervalMs;

describe('the quota is spent where the followed matches are', () => {
  it('polls a live futsal match at the shortest interval when the quota covers its remaining time', () => {
    // The evening: 480 left at 21:40 UTC, one followed futsal match on. Spread over the
    // clock that was one request every 17 s; over the match's 40 minutes it affords every 10 s.
    const now = Date.UTC(2026, 8, 29, 21, 40);
    const busy = [{ sport: 'futsal', start: now, end: now + 40 * MIN }];
    const plan = planQuota(input({ now, busy }));
    expect(intervalOf(plan, 'futsal')).toBe(10_000);
    expect(plan.pace).toBeNull();
  });

  it('keeps enough for a followed match later today, and says how often it updates when it must stretch', () => {
    const now = MIDNIGHT - 10 * HOUR;
    const busy: BusySpan[] = [
      { sport: 'basketball', start: now, end: now + 2 * HOUR },
      { sport: 'basketball', start: now + 6 * HOUR, end: now + 8 * HOUR },
    ];
    const plan = planQuota(
      input({ now, sports: ['basketball'], busy, quota: { remaining: 300, resetAt: MIDNIGHT } }),
    );
    // Four hours of basketball on 280 requests: one every 51 s, not one every 2 min (the clock).
    const interval = intervalOf(plan, 'basketball')!;
    expect(interval).toBe(Math.ceil((4 * HOUR) / 280));
    expect(plan.pace).toEqual({ intervalMs: interval, until: MIDNIGHT });
    const utc = (epochMs: number) => new Date(epochMs).toISOString().slice(11, 16);
    expect(paceWords(plan.pace!, translator('en'), utc)).toBe(
      'Updates every 51 s so the quota lasts until 00:00',
    );
  });

  it('shares one plan between several polled sports: overlapping matches of two sports cost twice', () => {
    const now = MIDNIGHT - 6 * HOUR;
    const busy: BusySpan[] = [
      { sport: 'basketball', start: now, end: now + 2 * HOUR },
      { sport: 'tennis', start: now, end: now + 2 * HOUR },
    ];
    const quota = { remaining: 500, resetAt: MIDNIGHT };
    const both = planQuota(input({ now, sports: ['basketball', 'tennis'], busy, quota }));
    const one = planQuota(input({ now, sports: ['basketball'], busy: busy.slice(0, 1), quota }));
    expect(intervalOf(both, 'basketball')).toBe(intervalOf(both, 'tennis'));
    expect(intervalOf(both, 'basketball')).toBeGreaterThan(intervalOf(one, 'basketball')!);
  });

  it('ignores the football matches its push channel covers', () => {
    const now = MIDNIGHT - 6 * HOUR;
    const busy: BusySpan[] = [
      { sport: 'football', start: now, end: now + 5 * HOUR },
      { sport: 'basketball', start: now, end: now + 1 * HOUR },
    ];
    const plan = planQuota(
      input({
        now,
        sports: ['football', 'basketball'],
        busy,
        quota: { remaining: 200, resetAt: MIDNIGHT },
      }),
    );
    expect(plan.plans.find((p) => p.sport === 'football')?.transport).toBe('websocket');
    expect(intervalOf(plan, 'basketball')).toBe(Math.ceil(HOUR / 180));
  });

  it('never plans more requests than it may spend before the reset, and never polls faster than the shortest interval', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.array(
          fc.record({
            sport: fc.constantFrom('basketball', 'tennis', 'futsal'),
            offset: fc.integer({ min: -3 * 60, max: 20 * 60 }),
            length: fc.integer({ min: 1, max: 5 * 60 }),
          }),
          { maxLength: 8 },
        ),
        (remaining, sketches) => {
          const now = MIDNIGHT - 20 * HOUR;
          const busy = sketches.map((s) => ({
            sport: s.sport,
            start: now + s.offset * MIN,
            end: now + (s.offset + s.length) * MIN,
          }));
          const plan = planQuota(
            input({
              now,
              sports: ['basketball', 'tennis', 'futsal'],
              busy,
              quota: { remaining, resetAt: MIDNIGHT },
            }),
          );
          const interval = intervalOf(plan, 'basketball')!;
          expect(interval).toBeGreaterThanOrEqual(10_000);
          // A sport polled now with no followed match on counts as looked at for half an hour.
          const uncovered = ['basketball', 'tennis', 'futsal'].filter(
            (sport) => !busy.some((s) => s.sport === sport && s.start <= now && s.end > now),
          );
          const looks = uncovered.map((sport) => ({ sport, start: now, end: now + 30 * MIN }));
          const spent = busyTime([...busy, ...looks], now, MIDNIGHT);
          expect(Math.floor(spent / interval)).toBeLessThanOrEqual(Math.max(1, remaining - 20));
        },
      ),
    );
  });

  it('keeps a reserve that grows with the fixture refreshes and matches left, at most a third; the window share shrinks towards the reset', () => {
    const base = {
      now: MIDNIGHT - 12 * HOUR,
      resetAt: MIDNIGHT,
      fixtureSports: 4,
      fixtureRefreshMs: 6 * HOUR,
      matchesLeft: 5,
    };
    // The window's twentieth of the allowance, for the half of the day left.
    expect(quotaReserve({ ...base, allowance: 1_000 })).toBe(4 * 2 + 10 + 25);
    expect(quotaReserve({ ...base, allowance: 1_000, now: MIDNIGHT - 24 * HOUR })).toBe(
      4 * 4 + 10 + 50,
    );
    // An hour before the reset a few looks stay for the window.
    expect(quotaReserve({ ...base, allowance: 1_000, now: MIDNIGHT - HOUR })).toBe(4 + 10 + 5);
    expect(quotaReserve({ ...base, allowance: 30 })).toBe(10);
  });
});

describe('when a followed match is expected to be on', () => {
  const now = Date.UTC(2026, 8, 29, 18, 0);

  it('a live match runs from now to its expected end, later when few of its periods are played', () => {
    const started = listMatch({ sport: 'basketball', id: 1, startsAt: now - 30 * MIN });
    expect(expectedEnd(started, now)).toBe(now - 30 * MIN + 135 * MIN + 10 * MIN);
    const firstQuarter = {
      ...started,
      homeScore: { ...started.homeScore, periods: [20] },
      awayScore: { ...started.awayScore, periods: [18] },
    };
    const lastQuarter = {
      ...started,
      homeScore: { ...started.homeScore, periods: [20, 20, 20, 10] },
      awayScore: { ...started.awayScore, periods: [18, 18, 18, 9] },
    };
    expect(expectedEnd(firstQuarter, now)).toBeGreaterThan(expectedEnd(lastQuarter, now));
    // A match running over is still watched for a while.
    const overdue = listMatch({ sport: 'futsal', id: 2, startsAt: now - 5 * HOUR });
    expect(expectedEnd(overdue, now)).toBe(now + 15 * MIN);
  });

  it('a period clock says how much of the period under way is left; without one, the latest end counts it whole', () => {
    const started = listMatch({ sport: 'basketball', id: 1, startsAt: now - 100 * MIN });
    const inLastQuarter = (seconds: number | null) => ({
      ...started,
      homeScore: { ...started.homeScore, periods: [20, 20, 20, 0] },
      awayScore: { ...started.awayScore, periods: [18, 18, 18, 0] },
      clockState:
        seconds === null
          ? null
          : {
              scope: 'period' as const,
              seconds,
              at: now,
              running: true,
              periodEnd: 720,
              countdown: true,
            },
    });
    const quarter = (135 * MIN) / 4;
    // The last quarter just begun: all of it to play, not the half a clockless guess assumes.
    expect(expectedEnd(inLastQuarter(0), now)).toBe(now + quarter);
    expect(expectedEnd(inLastQuarter(null), now)).toBe(now + quarter / 2);
    // Its clock nearly run out: no sooner than the margin for a match running over.
    expect(expectedEnd(inLastQuarter(700), now)).toBe(now + 15 * MIN);
    expect(latestEnd(inLastQuarter(null), now)).toBe(now + quarter + 10 * MIN);
    expect(latestEnd(inLastQuarter(0), now)).toBe(now + quarter + 10 * MIN);
  });

  it('a match still to come runs from a little before kick-off for a match length; ended ones cost nothing', () => {
    const later = listMatch({
      sport: 'tennis',
      id: 3,
      phase: 'scheduled',
      startsAt: now + 3 * HOUR,
    });
    const over = listMatch({ sport: 'tennis', id: 4, phase: 'finished', startsAt: now - 3 * HOUR });
    const stranger = listMatch({ sport: 'tennis', id: 5, phase: 'scheduled', startsAt: now });
    const spans = followedSpans([later, over, stranger], (m) => m.id !== 5, now, WINDOW);
    // Of it, tennis (told by sets) is expected dense for its kick-off window (4 min) and a window
    // of 5 min for each of its three sets' ends; the rest is polled between moments.
    expect(spans).toEqual([
      {
        sport: 'tennis',
        start: now + 3 * HOUR - 15 * MIN,
        end: now + 3 * HOUR + 160 * MIN,
        denseMs: 19 * MIN,
      },
    ]);
  });

  it('a match past its start in a status that cannot be read is budgeted dense throughout', () => {
    // Polled densely as one that may be under way (alert-moments.ts), so it costs as much.
    const unread = listMatch({
      sport: 'tennis',
      id: 6,
      phase: 'unknown',
      startsAt: now - 40 * MIN,
    });
    const [span] = followedSpans([unread], () => true, now, WINDOW);
    expect(span?.denseMs).toBe(span!.end - span!.start);
  });

  it('counts overlapping matches of one sport once', () => {
    expect(
      busyTime(
        [
          { sport: 'tennis', start: 0, end: 100 },
          { sport: 'tennis', start: 50, end: 150 },
          { sport: 'futsal', start: 50, end: 150 },
        ],
        0,
        1_000,
      ),
    ).toBe(250);
  });
});
