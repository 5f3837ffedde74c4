import { describe, expect, it } from 'vitest';
import { translator } from '../../../shared/i18n';
import { paceWords } from '../../../shared/quota-pace';
import type { BusySpan } from '../../../electron/core/live/match-time';
import {
  BETWEEN_MOMENTS_MS,
  planQuota,
  type PlanInput,
  type SportMoment,
} from '../../../electron/core/live/poll-plan';
import { planInput } from '../../fixtures/plan-input';

const MIN = 60_000;
const HOUR = 60 * MIN;
const MIDNIGHT = Date.UTC(2026, 8, 30, 0, 0, 0);
const NOW = MIDNIGHT - 5 * HOUR;
const BASE = 10_000;

/** Basketball (told at quarter ends) and futsal (told by goals), both on for two hours. */
const BUSY: BusySpan[] = [
  { sport: 'basketball', start: NOW, end: NOW + 2 * HOUR, denseMs: 8 * MIN },
  { sport: 'futsal', start: NOW, end: NOW + 2 * HOUR },
];

/** Basketball's last answer (asked a second ago) put its next quarter end `inMs` away. */
function basketballIn(inMs: number): (sport: string) => SportMoment | null {
  return (sport) =>
    sport === 'basketball' ? { nextAt: NOW - 1_000 + inMs, seenAt: NOW - 1_000 } : null;
}

function input(remaining: number, overrides: Partial<PlanInput> = {}): PlanInput {
  return planInput({
    now: NOW,
    sports: ['basketball', 'futsal'],
    quota: { remaining, resetAt: MIDNIGHT },
    minIntervalMs: BASE,
    busy: BUSY,
    reserve: 0,
    momentOf: basketballIn(30 * MIN),
    ...overrides,
  });
}

const intervalOf = (plan: ReturnType<typeof planQuota>, sport: string) =>
  plan.plans.find((p) => p.sport === sport)!.intervalMs!;

describe('the quota plan polls sports told at moments densely near them only', () => {
  it('with quota for every sport at the shortest interval, nothing is slowed', () => {
    const plan = planQuota(input(10_000));
    expect(intervalOf(plan, 'basketball')).toBe(BASE);
    expect(intervalOf(plan, 'futsal')).toBe(BASE);
    expect(plan.pace).toBeNull();
  });

  it('short of that, polls between moments at the cap and keeps the rest for the dense windows', () => {
    // Futsal 2 h + basketball's 8 min of windows at 10 s (768) and 112 min at 2 min (56) fit in 860,
    // but with basketball's windows counted twice (16 min: 96 + 104 min at 2 min: 52) nothing is
    // left over to poll fresher between moments.
    const plan = planQuota(input(860));
    expect(intervalOf(plan, 'futsal')).toBe(BASE);
    expect(intervalOf(plan, 'basketball')).toBe(BETWEEN_MOMENTS_MS);
    expect(plan.pace).toEqual({
      intervalMs: BASE,
      betweenMs: BETWEEN_MOMENTS_MS,
      until: MIDNIGHT,
      momentSports: ['basketball'],
      steadySports: ['futsal'],
    });
  });

  it('the pace says which sports are polled throughout and which only near their moments', () => {
    const utc = (epochMs: number) => new Date(epochMs).toISOString().slice(11, 16);
    // Futsal is told by goals: every 10 s all match long, not only near kick-offs.
    const mixed = planQuota(input(860)).pace!;
    expect(paceWords(mixed, translator('en'), utc)).toBe(
      'Updates every 10 s for Futsal, and for Basketball near kick-offs and period or set ends (up to 2 min apart between them), so the quota lasts until 00:00',
    );
    expect(paceWords(mixed, translator('de'), utc)).toBe(
      'Aktualisierung alle 10 s für Futsal, für Basketball rund um Anpfiff, Perioden- und Satzenden (dazwischen bis zu 2 Min. Abstand), damit das Kontingent bis 00:00 reicht',
    );
    // Only sports told at moments: no list of sports needed.
    const alone = planQuota(
      input(300, {
        sports: ['basketball', 'tennis'],
        busy: [BUSY[0]!, { sport: 'tennis', start: NOW, end: NOW + 3 * HOUR, denseMs: 20 * MIN }],
        momentOf: () => ({ nextAt: NOW + 30 * MIN, seenAt: NOW - 1_000 }),
      }),
    ).pace!;
    expect(alone.steadySports).toEqual([]);
    expect(paceWords(alone, translator('en'), utc)).toMatch(
      /^Updates every \d+ s near kick-offs and period or set ends, up to 2 min apart between them, so the quota lasts until 00:00$/,
    );
    expect(paceWords(alone, translator('de'), utc)).toMatch(
      /^Aktualisierung alle \d+ s rund um Anpfiff, Perioden- und Satzenden, dazwischen bis zu 2 Min\. Abstand, damit das Kontingent bis 00:00 reicht$/,
    );
    // Three names join as a list.
    expect(
      paceWords(
        { ...mixed, steadySports: ['futsal', 'handball', 'ice-hockey'] },
        translator('en'),
        utc,
      ),
    ).toContain('for Futsal, Handball and Ice hockey, and for Basketball near');
  });

  it('a true surplus brings the time between moments down, half of it spent now', () => {
    // At most 720 + 96 + 52 = 868 of 1,200: half the 332 left over goes to the 104 sparse minutes.
    const plan = planQuota(input(1_200));
    const between = Math.ceil((104 * MIN) / (52 + 332 / 2));
    expect(intervalOf(plan, 'basketball')).toBe(between);
    expect(intervalOf(plan, 'futsal')).toBe(BASE);
    expect(plan.pace).toMatchObject({ intervalMs: BASE, betweenMs: between, until: MIDNIGHT });
    // More quota, fresher still; never faster than the shortest interval.
    expect(intervalOf(planQuota(input(1_400)), 'basketball')).toBeLessThan(between);
    expect(
      intervalOf(planQuota(input(1_430, { momentOf: basketballIn(HOUR) })), 'basketball'),
    ).toBeGreaterThanOrEqual(BASE);
  });

  it('a surplus never takes from a match still to come: that counts as dense all through', () => {
    // A handball match from 2 h on: typically 8 min of windows, at most 2 h at 10 s (720).
    const later: BusySpan = {
      sport: 'handball',
      start: NOW + 2 * HOUR,
      end: NOW + 4 * HOUR,
      denseMs: 8 * MIN,
    };
    const plan = planQuota(input(1_200, { busy: [...BUSY, later] }));
    expect(intervalOf(plan, 'futsal')).toBe(BASE);
    expect(intervalOf(plan, 'basketball')).toBe(BETWEEN_MOMENTS_MS);
  });

  it('a match on now counts to its latest end before a surplus is spent', () => {
    const lateEnd = BUSY.map((span) => ({ ...span, lateEnd: NOW + 3 * HOUR }));
    const sooner = intervalOf(planQuota(input(1_200)), 'basketball');
    expect(intervalOf(planQuota(input(1_200, { busy: lateEnd })), 'basketball')).toBeGreaterThan(
      sooner,
    );
  });

  it('a moment sooner than the sparse interval is polled at it; one that can come now densely', () => {
    expect(
      intervalOf(planQuota(input(900, { momentOf: basketballIn(20_000) })), 'basketball'),
    ).toBe(20_000);
    expect(intervalOf(planQuota(input(900, { momentOf: basketballIn(0) })), 'basketball')).toBe(
      BASE,
    );
    // Never faster than the shortest interval, whatever the moment says.
    expect(intervalOf(planQuota(input(900, { momentOf: basketballIn(3_000) })), 'basketball')).toBe(
      BASE,
    );
  });

  it('with less quota the dense interval slows; between moments it is never sparser than the cap', () => {
    const plan = planQuota(input(600));
    expect(intervalOf(plan, 'basketball')).toBe(BETWEEN_MOMENTS_MS);
    // 128 min dense on what the sparse polls leave: 600 - 112 min / 2 min = 544.
    const dense = Math.ceil((128 * MIN) / 544);
    expect(intervalOf(plan, 'futsal')).toBe(dense);
    expect(plan.pace).toMatchObject({
      intervalMs: dense,
      betweenMs: BETWEEN_MOMENTS_MS,
      until: MIDNIGHT,
    });
  });

  it('with too little for even that, one interval serves near moments and between them', () => {
    const plan = planQuota(input(30));
    const uniform = Math.ceil((4 * HOUR) / 30);
    expect(intervalOf(plan, 'futsal')).toBe(uniform);
    expect(intervalOf(plan, 'basketball')).toBe(uniform);
    expect(plan.pace).toEqual({ intervalMs: uniform, until: MIDNIGHT });
  });

  it('the more windows still to come, the slower the dense interval on a tight quota', () => {
    const many = BUSY.map((span) => (span.denseMs ? { ...span, denseMs: 30 * MIN } : span));
    const few = planQuota(input(600));
    const more = planQuota(input(600, { busy: many }));
    expect(intervalOf(more, 'futsal')).toBeGreaterThan(intervalOf(few, 'futsal'));
  });

  it('sports read by one shared request poll at the fastest interval any of them wants', () => {
    const shared = planQuota(input(900, { sharedRound: () => true }));
    expect(intervalOf(shared, 'basketball')).toBe(BASE);
    expect(intervalOf(shared, 'futsal')).toBe(BASE);
  });

  it('a sport polled with nothing to foresee by (on screen, blind) is dense all through', () => {
    const plan = planQuota(input(900, { momentOf: () => null }));
    // Both sports dense for 4 hours on 900 requests: the uniform plan, as before moments.
    expect(intervalOf(plan, 'basketball')).toBe(Math.ceil((4 * HOUR) / 900));
    expect(intervalOf(plan, 'futsal')).toBe(Math.ceil((4 * HOUR) / 900));
    expect(plan.pace).toEqual({ intervalMs: Math.ceil((4 * HOUR) / 900), until: MIDNIGHT });
  });
});
