// The alert center as the engine drives it: each look at the live list is diffed against the last
// one and consumed, with a manual clock and a real store. `notifier` records every alert the center
// hands out (returned by a look, or later from a timer of its own), in order.

import { matchKey, type Alert, type Match } from '../../../shared/domain';
import {
  defaultSettings,
  followedTeamSchema,
  settingsSchema,
  type FollowedTeam,
  type Settings,
} from '../../../shared/settings';
import type { AlertCenter, ChangeOrigin } from '../../../electron/core/alerts/alert-center-api';
import { createAlertCenter } from '../../../electron/core/alerts/alert-center';
import { AlertLedger } from '../../../electron/core/alerts/alert-ledger';
import { followIndexOf } from '../../../electron/core/live/follow-index';
import { diffSnapshots } from '../../../electron/core/live/snapshot-diff';
import type { DocumentStore } from '../../../electron/core/ports';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { RecordingNotifier } from '../../fixtures/recording-notifier';
import { problemLogLine, type Problem } from '../../../shared/problems';

export function follow(
  team: Partial<FollowedTeam> & Pick<FollowedTeam, 'teamId' | 'name'>,
): FollowedTeam {
  return followedTeamSchema.parse({ sport: 'football', ...team });
}

export interface HarnessOptions {
  settings?: Partial<Settings>;
  store?: DocumentStore;
  clock?: ManualClock;
  /** Whether the engine's memory was empty at start (first run ever). */
  firstRun?: boolean;
  /** Coalescing of a match's changes, as the engine sets it (off unless given). */
  coalesce?: { quietMs: number; maxHoldMs?: number };
}

export class AlertHarness {
  readonly clock: ManualClock;
  readonly store: DocumentStore;
  readonly notifier = new RecordingNotifier();
  readonly problems: string[] = [];
  settings: Settings;
  center: AlertCenter;
  ledger!: AlertLedger;
  private known = new Map<string, Match>();
  private firstRun: boolean;
  private readonly coalesce: HarnessOptions['coalesce'];

  constructor(options: HarnessOptions = {}) {
    this.clock = options.clock ?? new ManualClock(new Date(2026, 8, 29, 15, 0).getTime());
    this.store = options.store ?? new MemoryDocumentStore({}, () => this.clock.now());
    this.settings = settingsSchema.parse({
      ...defaultSettings(),
      follows: [followNorthbridge()],
      ...options.settings,
    });
    this.firstRun = options.firstRun ?? false;
    this.coalesce = options.coalesce;
    this.center = this.createCenter();
  }

  /** One look at the live list, as the engine takes it. */
  look(matches: Match[], origin: ChangeOrigin = 'live'): Alert[] {
    const changes = diffSnapshots(this.known, matches);
    const alerts = this.center.consume(changes, origin, this.firstRun);
    // A look is a turn of the engine's event loop, at whose end the ledger is written.
    this.ledger.save();
    for (const alert of alerts) this.notifier.notify(alert);
    this.firstRun = false;
    for (const match of matches) this.known.set(matchKey(match.sport, match.id), match);
    return alerts;
  }

  /** A new process on the same store: the alert center starts again, the memory is what was seen. */
  restart(): void {
    this.center.dispose();
    this.center = this.createCenter();
  }

  /** As restart(), after a kill: the old center is never stopped, nothing more of it is written. */
  killAndStart(): void {
    this.center = this.createCenter();
  }

  /** What the engine does once ready: hands on what an earlier run decided but never showed. */
  resend(): void {
    for (const alert of this.ledger.undelivered()) this.notifier.notify(alert);
  }

  /** What the outlet does just before an alert is on screen. */
  delivered(...ids: string[]): void {
    this.ledger.delivered(ids);
  }

  /** Forgets a look, as a memory whose last write never reached the disk would. */
  setKnown(matches: Match[]): void {
    this.known = new Map(matches.map((match) => [matchKey(match.sport, match.id), match]));
  }

  shownTitles(): string[] {
    return this.notifier.titles();
  }

  private createCenter(): AlertCenter {
    const onStateProblem = (told: Problem) =>
      this.problems.push(problemLogLine(told.words, told.detail));
    this.ledger = new AlertLedger(this.store, () => this.clock.now(), {
      onProblem: onStateProblem,
    });
    return createAlertCenter({
      clock: this.clock,
      store: this.store,
      ledger: this.ledger,
      settings: () => this.settings,
      follows: () => followIndexOf(this.settings),
      later: (alerts) => {
        for (const alert of alerts) this.notifier.notify(alert);
      },
      log: (_level, message) => this.problems.push(message),
      onStateProblem,
      ...(this.coalesce ? { coalesce: this.coalesce } : {}),
    });
  }
}

/** A harness whose followed team (sketchMatch's home team) wants only these kinds of alert. */
export function harnessWanting(alerts: FollowedTeam['alerts']): AlertHarness {
  return new AlertHarness({ settings: { follows: [followNorthbridge({ alerts })] } });
}

/** The home team of sketchMatch, followed as the harness follows it unless told otherwise. */
export function followNorthbridge(choices: Partial<FollowedTeam> = {}): FollowedTeam {
  return follow({ teamId: 1, name: 'Northbridge Rovers', ...choices });
}
