// What the engine tells of the live feed: every change to its listeners, a 'score' event per
// followed match, and the alerts the alert center decides on, held until 'ready' has been told
// (the headless contract's first line) and each noted as shown just before it is shown.

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
import { AlertOutlet } from '../alerts/alert-enricher';
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
  /** Real time, for waiting on a goal's scorer (ports.clock may be simulated). */
  transportClock: Clock;
  problem: (code: string, reported: Problem) => void;
}

export class EngineAlerts {
  /** Made anew for every run: a stopped alert center keeps no timers and no listeners. */
  private alerts: AlertCenter | null;
  /** Alerts go out through here, in order, a goal with its scorer and full time with its star. */
  private readonly outlet: AlertOutlet;
  /** Followed matches already announced with a 'score' event in this run. */
  private readonly announced = new Set<string>();
  private running = false;
  /** Alerts are shown only after 'ready'; until then they wait here. */
  private readyTold = false;
  private readonly beforeReady: Alert[] = [];

  constructor(private readonly deps: EngineAlertsDeps) {
    const { ports, connection } = deps;
    this.outlet = new AlertOutlet(
      {
        client: () => connection.client(),
        fan: () => connection.fan(),
        clock: deps.transportClock,
        words: () => wordsFor(deps.settings().language, ports.systemLanguages?.() ?? []).t,
      },
      (alert) => this.deliver(alert),
    );
    this.alerts = this.makeAlertCenter();
  }

  /** A run starts: alerts are decided again, and every followed match gets its 'score' anew. */
  begin(): void {
    this.running = true;
    this.alerts ??= this.makeAlertCenter();
    this.announced.clear();
  }

  /** What a crash kept from being shown goes first, before anything the first look finds. */
  resendUndelivered(): void {
    this.alerts?.resendUndelivered();
  }

  /**
   * `tellReady` tells 'ready'; the alerts that waited for it follow in the same turn, each marked as
   * shown right before it is shown (deliver): a kill among them leaves those not yet marked for the
   * next start.
   */
  ready(tellReady: () => void): void {
    tellReady();
    this.readyTold = true;
    for (const alert of this.beforeReady.splice(0)) this.deliver(alert);
  }

  /** The run stops: alerts still waiting for ready stay undelivered in the ledger for the next start. */
  end(): void {
    this.running = false;
    this.readyTold = false;
    this.beforeReady.length = 0;
  }

  /** After the live engine's last changes: the alert center lets go of its timers. */
  dispose(): void {
    this.alerts?.dispose();
    this.alerts = null;
  }

  /** The service read from now: the record of sent alerts is its own (AlertCenter.useService). */
  useService(service: string): void {
    this.alerts?.useService(service);
  }

  /** Another service: its followed matches get their 'score' anew, as at a start. */
  serviceChanged(): void {
    this.announced.clear();
  }

  hasHistory(): boolean {
    return this.alerts?.hasHistory() === true;
  }

  heldBack(sport: SportSlug, matchId: number): Match | undefined {
    return this.alerts?.heldBack(sport, matchId);
  }

  announce(items: Announcement[]): void {
    this.alerts?.announce(items);
  }

  onChanges(changes: MatchChange[], meta: ChangeMeta): void {
    if (changes.length > 0) this.deps.emitter.emit('changes', changes);
    this.announceScores(changes, meta.matches);
    if (changes.length === 0) return;
    try {
      this.alerts?.consume(changes, meta.origin, meta.baseline);
    } catch (error) {
      this.deps.problem('alerts', problem('alertsFailed', {}, String(error)));
    }
  }

  private makeAlertCenter(): AlertCenter {
    const { ports, connection } = this.deps;
    return createAlertCenter({
      clock: ports.clock,
      store: ports.store,
      notifier: this.outlet,
      settings: this.deps.settings,
      crestPath: (sport, teamId) => connection.images()?.cachedPath('team', sport, teamId) ?? null,
      onStateProblem: (reported) => this.deps.problem('state', reported),
      coalesce: { quietMs: COALESCE_QUIET_MS },
      log: ports.log,
      systemLanguages: ports.systemLanguages,
    });
  }

  /** The last step of every alert: the native notification (or terminal line), then listeners. */
  private deliver(alert: Alert): void {
    // Stopped while it waited for its scorer: it stays undelivered in the ledger, and the next
    // start shows it (kept here too, it would be shown twice by a start of this same engine).
    if (!this.running) return;
    if (!this.readyTold) {
      this.beforeReady.push(alert);
      return;
    }
    // Noted as shown first, and shown right after with nothing between the two but a return (the
    // words are formed before the note): a crash cannot show it twice, and only a kill between
    // those two calls loses it. Showing first would swap that loss for a repeat.
    const { notifier, log } = this.deps.ports;
    let show: () => void;
    try {
      show = notifier.prepare?.(alert) ?? (() => notifier.notify(alert));
    } catch (error) {
      // Still marked: a face that cannot form it would fail again at every start.
      show = () => {
        throw error;
      };
    }
    this.alerts?.delivered(alert.id);
    try {
      show();
    } catch (error) {
      log?.('error', `The notification could not be shown: ${String(error)}`);
    }
    this.deps.emitter.emit('alert', alert);
  }

  /**
   * 'score' for a followed match first seen by this run (also when the memory knew it already) or
   * changed in score or status; a goal that also ends a period is two changes but one event.
   */
  private announceScores(changes: MatchChange[], shown: readonly Match[]): void {
    const follows = this.deps.follows();
    const due = new Map<string, Match>();
    for (const change of changes) {
      if (change.kind === 'removed') this.announced.delete(matchKey(change.sport, change.matchId));
      else if (change.kind !== 'period' && follows.isFollowedMatch(change.match)) {
        due.set(matchKey(change.match.sport, change.match.id), change.match);
      }
    }
    for (const match of shown) {
      const key = matchKey(match.sport, match.id);
      if (!this.announced.has(key) && follows.isFollowedMatch(match)) due.set(key, match);
    }
    for (const [key, match] of due) {
      this.announced.add(key);
      this.deps.emitter.emit('score', match);
    }
  }
}
