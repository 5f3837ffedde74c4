// The alert pipeline as the engine uses it. Snapshots are diffed into MatchChange[] (live/
// snapshot-diff.ts); the alert center turns the changes of followed teams' matches into alerts,
// exactly once, through policy, mute, alert kinds, pause and quiet hours, and returns them; the
// alert outlet (alert-outlet.ts) shows them. The spoiler delay is not here: the engine delays the
// snapshot stream itself, so scores and alerts are held back alike.

import type { Alert, Match, MatchChange, SportSlug } from '../../../shared/domain';
import type { Settings } from '../../../shared/settings';
import type { Problem } from '../../../shared/problems';
import type { Clock, DocumentStore } from '../ports';
import type { FollowIndex } from '../live/follow-index';
import type { AlertLedger } from './alert-ledger';

export interface AlertCenterDeps {
  clock: Clock;
  /** For the alerts held in quiet hours. */
  store: DocumentStore;
  /** The record of what was handled and what is owed; the outlet marks in it what it showed. */
  ledger: AlertLedger;
  settings: () => Settings;
  /** Who follows what: the engine's one index, built once per settings change. */
  follows: () => FollowIndex;
  /**
   * Alerts decided on a timer of the center's own (a match that settled, the end of quiet hours):
   * the only ones not returned by a call, so they go here, already recorded as owed.
   */
  later: (alerts: Alert[]) => void;
  /**
   * Where a problem with the alert files goes (a damaged ledger or held alerts set aside, a ledger
   * that cannot be saved): something the user must hear of. Without it, a 'warn' log line.
   */
  onStateProblem?: (problem: Problem) => void;
  /**
   * Coalescing of a match's changes (settling.ts): after a change, further changes wait until the
   * match has been quiet for quietMs (at most maxHoldMs) and are told once. Off when not given.
   */
  coalesce?: { quietMs: number; maxHoldMs?: number };
  /** Where problems worth a log line go. */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** The system's languages for the setting 'system'; none: English (the headless contract). */
  systemLanguages?: () => readonly string[];
}

/**
 * How the changes came about. 'live': seen as it happened (push or a poll of a running engine).
 * 'catch-up': the first look after a start or a reconnect, against the last known state on disk;
 * several alert-worthy things for one match become one summary.
 */
export type ChangeOrigin = 'live' | 'catch-up';

/** An alert about a match that no change of its own brings (a reminder, line-ups published). */
export interface Announcement {
  kind: 'reminder' | 'lineups';
  match: Match;
  title: string;
  body: string;
}

export interface AlertCenter {
  /**
   * Alerts for these changes, recorded in the ledger as owed until the outlet marks them shown.
   * `baseline`: the look is part of the first run ever (nothing on disk,
   * the ledger included), so what it shows is recorded as handled and nothing is raised.
   */
  consume(changes: MatchChange[], origin: ChangeOrigin, baseline: boolean): Alert[];
  /**
   * The service the engine reads from now (its address). The record of sent alerts is that
   * service's: another service's is dropped, after deciding what of it still waits to settle.
   */
  useService(service: string): void;
  /** Whether the record of sent alerts holds anything (on disk or from this run). */
  hasHistory(): boolean;
  /**
   * While a match's latest changes wait to settle (coalescing), the match as its alerts were last
   * decided; undefined when nothing of it is held. The last known scores on disk must not get
   * ahead of this: a start compares with them, and a change already there would never be told.
   */
  heldBack(sport: SportSlug, matchId: number): Match | undefined;
  /** Once per match and kind (the ledger), for a followed team not muted; pause and quiet hours apply. */
  announce(items: Announcement[]): Alert[];
  /**
   * Stops timers (quiet-hours release); what is held for quiet hours stays on disk, and what waits
   * to settle is decided now (recorded as undelivered: the next start shows it).
   */
  dispose(): void;
}

/** The last known state of every watched match, kept on disk so a restart is not a fresh start. */
export interface MatchMemory {
  /** True when nothing was ever stored (one part of telling a first run ever). */
  isEmpty(): boolean;
  get(sport: SportSlug, matchId: number): Match | undefined;
  all(): Match[];
  /** Records the latest state of these matches and writes the memory atomically (debounced). */
  remember(matches: Match[]): void;
  forget(sport: SportSlug, matchId: number): void;
  flush(): void;
}
