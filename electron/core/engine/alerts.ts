// What the engine tells of the live feed: every change to its listeners, a 'score' event per
// followed match, and alerts: the alert center decides them and returns them, the outlet shows
// them (alerts/alert-outlet.ts). That is the one way an alert goes: it never comes back.

import {
  matchKey,
  type Alert,
  type Match,
  type MatchChange,
  type SportSlug,
} from '../../../shared/domain';
import { wordsFor } from '../../../shared/i18n';
import { problem, type Problem } from '../../../shared/problems';
import type { Settings } from '../../../shared/settings';
import { createAlertCenter } from '../alerts/alert-center';
import type { AlertCenter, Announcement } from '../alerts/alert-center-api';
import type { BudgetLimits } from '../alerts/alert-budget';
import { AlertLedger } from '../alerts/alert-ledger';
import { AlertOutlet } from '../alerts/alert-outlet';
import type { ServiceConnection } from './connection';
import type { EngineEmitter } from './events';
import type { FollowIndex } from '../live/follow-index';
import type { ChangeMeta } from '../live/snapshot-pipeline';
import type { Clock, EnginePorts } from '../ports';

/** A match's changes this close together are told once, where they settled (a flapping score). */
const COALESCE_QUIET_MS = 3_000;

export interface EngineAlertsDeps {
  ports: EnginePorts;
  emitter: EngineEmitter;
  connection: ServiceConnection;
  settings: () => Settings;
  follows: () => FollowIndex;
  /** Real time, for the wait on a goal's scorer (ports.clock may be simulated). */
  transportClock: Clock;
  problem: (code: string, reported: Problem) => void;
  /** Notifications a minute per team and overall; ALERT_BUDGET unless given. */
  budget?: BudgetLimits;
}

/** A run's record of alerts and the center that decides against it. */
interface AlertRun {
  ledger: AlertLedger;
  center: AlertCenter;
}

export class EngineAlerts {
  /** Made anew for every run: a stopped alert center keeps no timers and no listeners. */
  private alerts: AlertRun | null;
  private readonly outlet: AlertOutlet;
  /** Followed matches already announced with a 'score' event in this run. */
  private readonly announced = new Set<string>();
  /** Sports whose whole picture was looked at for 'score' since the run or the follows changed. */
  private readonly scanned = new Set<SportSlug>();
  private scannedWith: FollowIndex | null = null;

  constructor(private readonly deps: EngineAlertsDeps) {
    const { ports, connection } = deps;
    const words = () => wordsFor(deps.settings().language, ports.systemLanguages?.() ?? []).t;
    this.outlet = new AlertOutlet({
      notifier: ports.notifier,
      ledger: () => this.alerts?.ledger ?? null,
      clock: ports.clock,
      crestPath: (sport, teamId) => connection.images()?.cachedPath('team', sport, teamId) ?? null,
      enricher: {
        client: () => connection.client(),
        fan: () => connection.fan(),
        clock: deps.transportClock,
        words,
      },
      words,
      onShown: (alert) => deps.emitter.emit('alert', alert),
      onUpdated: (alert) => deps.emitter.emit('alert-update', alert),
      log: ports.log,
      budget: deps.budget,
    });
    this.alerts = this.makeAlertRun();
  }

  /** A run starts: alerts are decided again, and every followed match gets its 'score' anew. */
  begin(): void {
    this.outlet.begin();
    this.alerts ??= this.makeAlertRun();
    this.announced.clear();
    this.scanned.clear();
  }

  /** What a crash kept from being shown goes first, before anything the first look finds. */
  resendUndelivered(): void {
    if (this.alerts) this.outlet.tell(this.alerts.ledger.undelivered());
  }

  /** 'ready' is told, then the alerts that waited for it (alert-outlet.ts). */
  ready(tellReady: () => void): void {
    this.outlet.ready(tellReady);
  }

  /** The run stops: alerts not yet shown stay undelivered in the ledger for the next start. */
  end(): void {
    this.outlet.end();
  }

  /** After the live engine's last changes: the alert center lets go of its timers. */
  dispose(): void {
    this.alerts?.center.dispose();
    this.alerts = null;
  }

  /** The service read from now: the record of sent alerts is its own (AlertCenter.useService). */
  useService(service: string): void {
    this.alerts?.center.useService(service);
  }

  /** Another service: its followed matches get their 'score' anew, as at a start. */
  serviceChanged(): void {
    this.announced.clear();
    this.scanned.clear();
  }

  hasHistory(): boolean {
    return this.alerts?.center.hasHistory() === true;
  }

  heldBack(sport: SportSlug, matchId: number): Match | undefined {
    return this.alerts?.center.heldBack(sport, matchId);
  }

  announce(items: Announcement[]): void {
    if (this.alerts) this.outlet.tell(this.alerts.center.announce(items));
  }

  onChanges(changes: MatchChange[], meta: ChangeMeta): void {
    if (changes.length > 0) this.deps.emitter.emit('changes', changes);
    this.announceScores(changes, meta);
    if (changes.length === 0 || !this.alerts) return;
    let alerts: Alert[];
    try {
      alerts = this.alerts.center.consume(changes, meta.origin, meta.baseline);
    } catch (error) {
      this.deps.problem('alerts', problem('alertsFailed', {}, String(error)));
      return;
    }
    this.outlet.tell(alerts);
  }

  private makeAlertRun(): AlertRun {
    const { ports } = this.deps;
    const onStateProblem = (reported: Problem) => this.deps.problem('state', reported);
    const ledger = new AlertLedger(ports.store, () => ports.clock.now(), {
      onProblem: onStateProblem,
    });
    const center = createAlertCenter({
      clock: ports.clock,
      store: ports.store,
      ledger,
      settings: this.deps.settings,
      follows: this.deps.follows,
      later: (alerts) => this.outlet.tell(alerts),
      onStateProblem,
      coalesce: { quietMs: COALESCE_QUIET_MS },
      log: ports.log,
      systemLanguages: ports.systemLanguages,
    });
    return { ledger, center };
  }

  /**
   * 'score' for a followed match first seen by this run (also when the memory knew it already) or
   * changed in score or status; a goal that also ends a period is two changes but one event.
   */
  private announceScores(changes: MatchChange[], meta: ChangeMeta): void {
    const follows = this.deps.follows();
    const due = new Map<string, Match>();
    for (const change of changes) {
      if (change.kind === 'removed') this.announced.delete(matchKey(change.sport, change.matchId));
      else if (change.kind !== 'period' && follows.isFollowedMatch(change.match)) {
        due.set(matchKey(change.match.sport, change.match.id), change.match);
      }
    }
    // Every shown match is looked at once per sport, run and set of follows (what the memory knew
    // comes with no change); after that only the changes: a push costs its own matches, not the
    // sport's whole picture (a flood of new matches made that quadratic).
    if (follows !== this.scannedWith) {
      this.scannedWith = follows;
      this.scanned.clear();
    }
    if (!this.scanned.has(meta.sport)) {
      this.scanned.add(meta.sport);
      for (const match of meta.matches) {
        const key = matchKey(match.sport, match.id);
        if (!this.announced.has(key) && follows.isFollowedMatch(match)) due.set(key, match);
      }
    }
    for (const [key, match] of due) {
      this.announced.add(key);
      this.deps.emitter.emit('score', match);
    }
  }
}
