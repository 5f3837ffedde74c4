// The one way out for an alert the alert center decided: held until 'ready' has been told (the
// headless contract's first line), kept within the budget (alert-budget.ts), given its crest, marked
// shown in the ledger and shown, in the order decided. Nothing here waits for the network: a goal
// is shown at once, and its scorer (or full time's player of the match) replaces it when the
// service names one (alert-enricher.ts, Notifier.update).

import { matchKey, type Alert } from '../../../shared/domain';
import type { TFunction } from '../../../shared/i18n';
import { errorText } from '../../../shared/error-text';
import type { Clock, Notifier, TimerHandle } from '../ports';
import { enrichAlert, isEnriched, type AlertEnricherDeps } from './alert-enricher';
import { AlertBudget, budgetKey, budgetSummary, type BudgetLimits } from './alert-budget';
import type { AlertLedger } from './alert-ledger';

export interface AlertOutletDeps {
  notifier: Notifier;
  /**
   * The run's ledger: the alert marked shown in it, with its match's record, right before it is
   * shown (one append; the ledger itself is written later, off the alert's way).
   */
  ledger: () => Pick<AlertLedger, 'delivered'> | null;
  /**
   * The engine's clock, the one the matches are played on: the budget's minute is a minute of
   * play (the same as the user's, except in a sped-up demo, whose matches would all go over it).
   */
  clock: Clock;
  /** The team's crest in the image cache, when it is there: read once per alert shown. */
  crestPath: (sport: string, teamId: number) => string | null;
  enricher: AlertEnricherDeps;
  /** The alerts' language, for the budget's summary. */
  words: () => TFunction;
  /** Every alert shown: the engine's 'alert' listeners. */
  onShown: (alert: Alert) => void;
  /** Every update of a shown alert (same id, better words): the engine's 'alert-update'. */
  onUpdated: (alert: Alert) => void;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  budget?: BudgetLimits;
}

export class AlertOutlet {
  private running = false;
  private readyTold = false;
  /** Counts runs, so an answer for an alert of a run that ended changes nothing. */
  private run = 0;
  private readonly beforeReady: Alert[] = [];
  private budget: AlertBudget;
  /** Over the budget, oldest first: told as one summary when there is room. */
  private overBudget: Alert[] = [];
  private summaryTimer: { handle: TimerHandle; dueAt: number } | null = null;
  /** Per match, the goal (or cancelled goal) shown last: an older goal's scorer is old news. */
  private readonly latestGoal = new Map<string, string>();

  constructor(private readonly deps: AlertOutletDeps) {
    this.budget = new AlertBudget(deps.budget);
  }

  /** A run starts: alerts are held until ready() is told. */
  begin(): void {
    this.running = true;
    this.run += 1;
  }

  /**
   * `tellReady` tells 'ready'; the alerts that waited for it follow in the same turn, each marked
   * as shown right before it is shown: a kill among them leaves those not yet marked for the next
   * start.
   */
  ready(tellReady: () => void): void {
    tellReady();
    this.readyTold = true;
    for (const alert of this.beforeReady.splice(0)) this.admit(alert);
  }

  /** The run stops: what waits (for ready, for room) stays owed in the ledger for the next start. */
  end(): void {
    this.running = false;
    this.readyTold = false;
    this.beforeReady.length = 0;
    this.overBudget = [];
    this.latestGoal.clear();
    this.budget = new AlertBudget(this.deps.budget);
    if (this.summaryTimer) this.deps.clock.clearTimeout(this.summaryTimer.handle);
    this.summaryTimer = null;
  }

  /** Alerts as the alert center returned them, already recorded in the ledger as owed. */
  tell(alerts: readonly Alert[]): void {
    // Stopped: they stay owed in the ledger and the next start shows them (kept here too, a start
    // of this same engine would show them twice).
    if (!this.running) return;
    for (const alert of alerts) {
      if (this.readyTold) this.admit(alert);
      else this.beforeReady.push(alert);
    }
  }

  private admit(alert: Alert): void {
    const key = budgetKey(alert);
    const now = this.deps.clock.now();
    // A team's alerts keep their order: one waiting holds back the next of the same team.
    const queued = this.overBudget.some((held) => budgetKey(held) === key);
    // A correction takes back an alert that was counted: the two are one slot, so it costs none
    // and never waits (a false full time and its correction would otherwise hold the real full
    // time back a minute). Behind a waiting alert of its team it waits too, to keep the order.
    if (!queued && isCorrection(alert)) {
      this.show(alert, [alert.id]);
      return;
    }
    if (!queued && this.budget.waitFor(key, now) === 0) {
      this.budget.spend(key, now);
      this.show(alert, [alert.id]);
      return;
    }
    this.overBudget.push(alert);
    this.armSummary(now);
  }

  /** The summary's timer, set for when the budget has room for what waits. */
  private armSummary(now: number): void {
    const wait = this.waitForRoom(now);
    const dueAt = now + wait;
    if (this.summaryTimer && this.summaryTimer.dueAt <= dueAt) return;
    if (this.summaryTimer) this.deps.clock.clearTimeout(this.summaryTimer.handle);
    const handle = this.deps.clock.setTimeout(() => {
      this.summaryTimer = null;
      this.release();
    }, wait);
    handle.unref?.();
    this.summaryTimer = { handle, dueAt };
  }

  /**
   * What waits is told when the first of it fits: alone, or as the summary of all, which counts
   * against that alert's team as it would (a team flooding gets at most its few a minute).
   */
  private waitForRoom(now: number): number {
    const first = this.overBudget[0];
    return first ? this.budget.waitFor(budgetKey(first), now) : 0;
  }

  private release(): void {
    if (!this.running || this.overBudget.length === 0) return;
    const now = this.deps.clock.now();
    if (this.waitForRoom(now) > 0) {
      this.armSummary(now);
      return;
    }
    const held = this.overBudget;
    this.overBudget = [];
    const first = held[0]!;
    this.budget.spend(budgetKey(first), now);
    if (held.length === 1) {
      this.show(first, [first.id]);
      return;
    }
    this.show(
      budgetSummary(held, now, this.deps.words()),
      held.map((alert) => alert.id),
    );
  }

  /**
   * Marked shown (one append for everything the notification stands for, holding the records of
   * its matches, so a restart knows them told) and shown right after with nothing between the two
   * but a return: the words are formed before the mark. The ledger is not rewritten on the way
   * (a new file and a rename, 2-3 ms on a busy disk, most of the engine's time from push to
   * alert): the alert center writes it within half a second. A crash cannot show it twice; only a
   * kill between those two calls loses it, and a kill before the mark leaves the change to be
   * decided again at the next start (the last known scores are never written ahead of the ledger).
   */
  private show(alert: Alert, covers: readonly string[]): void {
    const { notifier, log } = this.deps;
    const ledger = this.deps.ledger();
    const final: Alert = { ...alert, iconPath: this.crestOf(alert) };
    let show: () => void;
    try {
      show = notifier.prepare?.(final) ?? (() => notifier.notify(final));
    } catch (error) {
      // Still marked: a face that cannot form it would fail again at every start.
      show = () => {
        throw error;
      };
    }
    ledger?.delivered(covers);
    try {
      show();
    } catch (error) {
      log?.('error', `The notification could not be shown: ${errorText(error)}`);
    }
    this.told(this.deps.onShown, final);
    if (final.kind === 'goal' || final.kind === 'goal-cancelled') {
      this.latestGoal.set(matchKey(final.sport, final.matchId), final.id);
    }
    if (isEnriched(final)) void this.enrich(final);
  }

  /** The scorer or the player of the match, when the service names one: the same alert, updated. */
  private async enrich(shown: Alert): Promise<void> {
    const run = this.run;
    const better = await enrichAlert(shown, this.deps.enricher);
    if (better.body === shown.body || run !== this.run || !this.running) return;
    const goalSlot = matchKey(shown.sport, shown.matchId);
    if (shown.kind === 'goal' && this.latestGoal.get(goalSlot) !== shown.id) return;
    try {
      this.deps.notifier.update(better);
    } catch (error) {
      this.deps.log?.('error', `The notification could not be updated: ${errorText(error)}`);
    }
    this.told(this.deps.onUpdated, better);
  }

  private told(listener: (alert: Alert) => void, alert: Alert): void {
    try {
      listener(alert);
    } catch (error) {
      this.deps.log?.('error', `An alert listener failed: ${errorText(error)}`);
    }
  }

  private crestOf(alert: Alert): string | null {
    try {
      return this.deps.crestPath(alert.sport, alert.teamId);
    } catch {
      return null;
    }
  }
}

function isCorrection(alert: Alert): boolean {
  return alert.kind === 'goal-cancelled' || alert.kind === 'fulltime-cancelled';
}
