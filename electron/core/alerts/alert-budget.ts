// A budget on notifications as a whole: at most a few a minute per followed team and overall, so a
// flood (a feed gone wild, a hundred matches found at once) cannot bury the desktop. What is over
// the budget waits and is told as one summary when there is room again; the summary names the
// goals among them, so no goal of a followed team is lost without a word.
//
// The numbers: a followed team's busiest real minute is a goal, its cancellation and half-time, or
// a goal and full time; 4 leaves room for that. Eight overall is two such minutes at once (two
// followed matches ending together) and still few enough to read.

import type { Alert } from '../../../shared/domain';
import type { TFunction } from '../../../shared/i18n';

export interface BudgetLimits {
  perTeam: number;
  overall: number;
  windowMs: number;
}

export const ALERT_BUDGET: BudgetLimits = { perTeam: 4, overall: 8, windowMs: 60_000 };

/** How many goals a summary names one by one; the rest it counts (the window shows every score). */
const GOALS_NAMED = 3;

/** The team an alert counts against: a followed competition is one team of its own. */
export function budgetKey(alert: Pick<Alert, 'sport' | 'teamId' | 'competitionId'>): string {
  return alert.competitionId === undefined
    ? `${alert.sport}:${alert.teamId}`
    : `${alert.sport}:competition:${alert.competitionId}`;
}

/** Notifications shown in the last window, by when and for whom. */
export class AlertBudget {
  private shown: { at: number; key: string }[] = [];

  constructor(private readonly limits: BudgetLimits = ALERT_BUDGET) {}

  /** Milliseconds until a notification for this team fits the budget; 0 when it fits now. */
  waitFor(key: string, now: number): number {
    this.forget(now);
    const { overall, perTeam, windowMs } = this.limits;
    let wait = 0;
    if (this.shown.length >= overall) {
      wait = this.shown[this.shown.length - overall]!.at + windowMs - now;
    }
    const own = this.shown.filter((entry) => entry.key === key);
    if (own.length >= perTeam) {
      wait = Math.max(wait, own[own.length - perTeam]!.at + windowMs - now);
    }
    return Math.max(0, wait);
  }

  spend(key: string, now: number): void {
    this.shown.push({ at: now, key });
  }

  private forget(now: number): void {
    const since = now - this.limits.windowMs;
    let drop = 0;
    while (drop < this.shown.length && this.shown[drop]!.at <= since) drop += 1;
    if (drop > 0) this.shown = this.shown.slice(drop);
  }
}

/**
 * One notification for alerts that did not fit the budget: "12 more updates", the goals among
 * them named (the first few, then how many more), and `covers` listing every alert it stands for.
 */
export function budgetSummary(held: readonly Alert[], now: number, t: TFunction): Alert {
  const latest = held[held.length - 1];
  if (!latest) throw new Error('A summary of no alerts');
  const goals = held.filter((alert) => alert.kind === 'goal');
  // Without goals among them, the first few of whatever they are.
  const named = (goals.length > 0 ? goals : held).slice(0, GOALS_NAMED).map((alert) => alert.title);
  const more = goals.length > GOALS_NAMED ? goals.length - GOALS_NAMED : 0;
  const body = [...named, ...(more > 0 ? [t('alert.moreGoals', { count: more })] : [])].join(' · ');
  return {
    id: `summary:${held[0]!.id}:${held.length}`,
    kind: 'summary',
    sport: latest.sport,
    matchId: latest.matchId,
    teamId: latest.teamId,
    score: { ...latest.score },
    title: t('alert.moreUpdates', { count: held.length }),
    body,
    iconPath: null,
    at: now,
    covers: held.map((alert) => alert.id),
  };
}
