// The record of what has been alerted (or deliberately not), kept on disk so that an alert is never
// raised twice, also across a restart. Per match it also keeps the goal tracking of happenings.ts.
// It is saved within half a second of a decision (alert-center.ts), and always before the last
// known scores, with the alerts decided but not yet shown as undelivered: a crash while one waits
// (for ready, for room in the budget) leaves it there and the next start shows it. An alert shown
// at once is not waited for: right before it is shown it is marked shown (shown-marks.ts), one
// append that also holds its match's record, which the next start takes back; so only a kill
// between that mark and the showing itself, two system calls in a row, loses it, and a kill
// before the mark leaves the change to be decided again.
// Matches that ended days ago, or were not seen for a week, are pruned.
// A save appends only the match records that changed (and the undelivered alerts, when they did)
// to a log beside the document: with thousands of matches kept for days, rewriting the whole
// document at every score made each save cost more as the day went on. The document is written
// whole again (and the log emptied) once the log holds as many records as the document, at a
// service change and at a stop; each log record carries a number, and the document the last one it
// holds, so a kill between the two writes never lets an older record override a newer one.

import { z } from 'zod';
import { matchKey, type Alert } from '../../../shared/domain';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem } from '../../../shared/problems';
import type { AppendLog, DocumentStore } from '../ports';
import { storedCount } from '../state/match-schema';
import { SHELF_DAMAGE, ServiceShelf, shelfField } from '../state/service-shelf';
import { alertSchema } from './alert-schema';
import { ShownMarks } from './shown-marks';
import { logFileName } from '../state/append-log-file';
import { CorruptDocumentError } from '../state/document-errors';
import { loadDocument, moveAside, setAside, summariseIssues } from '../state/load-document';
import type { GoalTracking } from './happenings';
import { entryOf } from '../../../shared/map-entry';

export const ALERT_LEDGER_DOCUMENT = 'alert-ledger';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An alert not shown within this long of being decided is old news: it is dropped, not shown late. */
const KEEP_UNDELIVERED_MS = 60 * 60 * 1000;

/**
 * Bounds on what the ledger keeps, far above a fan's week (a few hundred matches, a dozen alerts
 * each) and far below what costs memory or start time (a million ids took 603 MB and 5 s): beyond
 * them the matches seen longest ago, and a match's oldest alerts, are let go first.
 */
const MAX_MATCHES = 5_000;
const MAX_SENT_PER_MATCH = 200;
/**
 * The log is folded into the document once it holds as many match records as the document (so
 * appends cost at most what the rewrites they replace would have, and a start reads at most about
 * twice the document), and not before this many: a small ledger is not rewritten every few saves.
 */
const MIN_RECORDS_BEFORE_REWRITE = 256;

const scorePairSchema = z.object({ home: storedCount, away: storedCount });

const matchRecordSchema = z.object({
  epoch: z.number().int().nonnegative(),
  lastScore: scorePairSchema.nullable(),
  seenAt: z.number(),
  endedAt: z.number().nullable(),
  /** Full times told in error and cancelled (absent in files from before it was kept). */
  reopened: z.number().int().nonnegative().optional(),
  /** Alert id -> epoch ms when it was handled. */
  sent: z.record(z.string(), z.number()),
});
type MatchRecord = z.infer<typeof matchRecordSchema>;

// Each match's record is read on its own: one damaged record costs that match, never the others.
const ledgerSchema = z.object({
  version: z.literal(1),
  /** The service the match records are of (absent in files from before it was written). */
  service: z.string().optional(),
  matches: z.record(z.string(), z.unknown()),
  /** Alerts decided and recorded but not yet shown (absent in files from before it existed). */
  undelivered: z.array(z.unknown()).optional(),
  /** The match records of the last services left (ServiceShelf). */
  earlier: shelfField,
  /** The number of the last change-log record the document holds (absent: none). */
  changesUpTo: z.number().int().nonnegative().optional(),
});

/** A record of the change log: the match records that changed, and the outbox when it did. */
const changeSchema = z.object({
  number: z.number().int().positive(),
  matches: z.record(z.string(), z.unknown()),
  undelivered: z.array(z.unknown()).optional(),
});

export interface AlertLedgerOptions {
  documentName?: string;
  keepEndedMs?: number;
  keepUnseenMs?: number;
  onProblem?: (problem: Problem) => void;
}

export class AlertLedger {
  private readonly matches = new Map<string, MatchRecord>();
  private readonly outbox = new Map<string, Alert>();
  private readonly shown: ShownMarks;
  private readonly changes: AppendLog;
  private readonly name: string;
  private readonly keepEndedMs: number;
  private readonly keepUnseenMs: number;
  /** Match records changed since the last save. */
  private readonly changed = new Set<string>();
  private outboxChanged = false;
  /** What cannot be said by appending (records let go, a service change): the next save is whole. */
  private wholeDue = false;
  /** The number of the last change-log record written (or read). */
  private lastChange = 0;
  /** Match records appended since the document was last written whole. */
  private appendedSinceWhole = 0;
  /** A document is on the disk (read at the start or written since) for the log to build on. */
  private documentWritten: boolean;
  private everStored: boolean;
  /** The service the match records are of; null until one is known (a new or an older file). */
  private service: string | null;
  /** The records of the last services left, for a way back to one of them. */
  private readonly shelf: ServiceShelf;

  constructor(
    private readonly store: DocumentStore,
    private readonly now: () => number,
    private readonly options: AlertLedgerOptions = {},
  ) {
    this.name = options.documentName ?? ALERT_LEDGER_DOCUMENT;
    this.keepEndedMs = options.keepEndedMs ?? 2 * DAY_MS;
    this.keepUnseenMs = options.keepUnseenMs ?? 7 * DAY_MS;
    const loaded = loadDocument({
      store,
      name: this.name,
      schema: ledgerSchema,
      fallback: () => ({ version: 1 as const, matches: {} }),
      fallbackDescription: 'ledgerAfresh',
      onProblem: options.onProblem,
    });
    this.everStored = loaded.outcome !== 'missing';
    this.documentWritten = loaded.outcome === 'found';
    this.service = loaded.value.service ?? null;
    this.shelf = new ServiceShelf(loaded.value.earlier, this.keepUnseenMs);
    this.shown = new ShownMarks(store, `${this.name}-shown`, options.onProblem);
    this.changes = store.log(`${this.name}-changes`);
    const unreadable = this.restore(loaded.value.matches, loaded.value.undelivered ?? []);
    this.lastChange = loaded.value.changesUpTo ?? 0;
    // The changes saved since the document was written, then the marks of what was shown since.
    if (this.replayChanges()) this.wholeDue = true;
    // Shown before the last start ended, though the ledger was not written again since: their
    // matches' records as they were when shown (a record that cannot be read is left as it was).
    let shownSince = false;
    for (const [key, value] of this.shown.records()) {
      const parsed = matchRecordSchema.safeParse(value);
      if (!parsed.success) continue;
      this.matches.set(key, parsed.data);
      shownSince = true;
    }
    for (const id of this.shown.all()) shownSince = this.outbox.delete(id) || shownSince;
    // Written at once without them, so the marks are cleared (and the log does not grow).
    if (shownSince) this.wholeDue = true;
    if (this.prune(true) || unreadable || this.wholeDue) this.save();
    // Marks of alerts the ledger no longer owes serve nothing: the log starts the run empty, so
    // restarts that write no ledger (a crash loop) never let it grow.
    else this.shown.clear();
  }

  /** Whether the records are of another service than this one (none known counts as this one). */
  holdsOtherThan(service: string): boolean {
    return this.service !== null && this.service !== service;
  }

  /**
   * The service the engine reads from now. Another service's match ids name other matches, so the
   * records of the old one are put aside (ServiceShelf, saved at once): its goals must not swallow
   * the new one's goals of the same figures, nor its last scores make up a cancellation. The new
   * service's own records come back if it was read before; else this counts as nothing recorded
   * yet. Alerts decided but not yet shown stay owed.
   */
  useService(service: string): void {
    if (this.service === service) return;
    const left = this.service;
    this.service = service;
    if (left === null) {
      // Recorded with the next save; nothing is written for a ledger that was never stored.
      if (this.everStored) this.wholeDue = true;
      return;
    }
    const now = this.now();
    // Taken off the shelf before the service left goes on it, which may push the oldest off.
    const back = this.shelf.take(service, now);
    if (this.matches.size > 0) this.shelf.leave(left, Object.fromEntries(this.matches), now);
    this.matches.clear();
    if (typeof back === 'object' && back !== null)
      this.readRecords(back as Record<string, unknown>);
    this.everStored = this.matches.size > 0;
    this.wholeDue = true;
    this.save();
  }

  /** Nothing was ever stored or recorded (a damaged file still counts as having been there). */
  isEmpty(): boolean {
    return !this.everStored && this.matches.size === 0;
  }

  has(matchKey: string, id: string): boolean {
    return this.matches.get(matchKey)?.sent[id] !== undefined;
  }

  tracking(matchKey: string): GoalTracking {
    const record = this.matches.get(matchKey);
    return {
      epoch: record?.epoch ?? 0,
      lastScore: record?.lastScore ?? null,
      reopened: record?.reopened ?? 0,
    };
  }

  /** Notes the latest look at a followed match: its goal tracking and whether it has ended. */
  observe(matchKey: string, tracking: GoalTracking, ended: boolean): void {
    const record = this.recordOf(matchKey);
    const changed =
      record.epoch !== tracking.epoch ||
      record.lastScore?.home !== tracking.lastScore?.home ||
      record.lastScore?.away !== tracking.lastScore?.away ||
      (record.reopened ?? 0) !== tracking.reopened ||
      (ended && record.endedAt === null);
    record.epoch = tracking.epoch;
    record.lastScore = tracking.lastScore;
    // Under way again after a full time told in error: it has not ended (nor is it pruned as ended).
    if (!ended && tracking.reopened !== (record.reopened ?? 0)) record.endedAt = null;
    if (tracking.reopened > 0) record.reopened = tracking.reopened;
    record.seenAt = this.now();
    if (ended && record.endedAt === null) record.endedAt = this.now();
    if (changed) this.changed.add(matchKey);
  }

  record(matchKey: string, ids: readonly string[]): void {
    const record = this.recordOf(matchKey);
    for (const id of ids) record.sent[id] ??= this.now();
    if (ids.length > 0) this.changed.add(matchKey);
  }

  /** These alerts are about to be handed on: kept until delivered() says they were shown. */
  awaitDelivery(alerts: readonly Alert[]): void {
    for (const alert of alerts) this.outbox.set(alert.id, alert);
    if (alerts.length > 0) this.outboxChanged = true;
  }

  /**
   * These alerts are shown next (one notification, or one summary standing for them all): marked
   * at once with one append, the ledger follows later.
   */
  delivered(ids: readonly string[]): void {
    const matches: Record<string, MatchRecord> = {};
    const owed = ids.filter((id) => {
      const alert = this.outbox.get(id);
      if (!alert) return false;
      const key = matchKey(alert.sport, alert.matchId);
      const record = this.matches.get(key);
      if (record) matches[key] = record;
      return this.outbox.delete(id);
    });
    if (owed.length === 0) return;
    this.shown.mark(owed, matches);
    this.outboxChanged = true;
  }

  /** Alerts recorded as handled whose showing a crash or a stop cut short, oldest first. */
  undelivered(): Alert[] {
    return [...this.outbox.values()];
  }

  /**
   * Writes what changed (`whole`: the whole document, as at a stop); returns the problem instead of
   * throwing when the disk refuses.
   */
  save(options: { whole?: boolean } = {}): Problem | null {
    this.prune();
    const pending = this.changed.size > 0 || this.outboxChanged;
    if (!pending && !this.wholeDue && !(options.whole && this.appendedSinceWhole > 0)) return null;
    try {
      const whole =
        options.whole ||
        this.wholeDue ||
        // The first save of a ledger never stored writes the document the log builds on.
        !this.documentWritten ||
        this.appendedSinceWhole + this.changed.size >=
          Math.max(MIN_RECORDS_BEFORE_REWRITE, this.matches.size);
      if (whole) this.writeWhole();
      else this.appendChanges();
      this.changed.clear();
      this.outboxChanged = false;
      this.shown.clear();
      return null;
    } catch (error) {
      const refused = problem(
        'notSaved',
        { what: { part: 'ledger' }, consequence: { part: 'mayRepeat' } },
        errorText(error),
      );
      this.options.onProblem?.(refused);
      return refused;
    }
  }

  private writeWhole(): void {
    this.store.write(this.name, {
      version: 1,
      ...(this.service === null ? {} : { service: this.service }),
      matches: Object.fromEntries(this.matches),
      undelivered: [...this.outbox.values()],
      ...this.shelf.stored(),
      ...(this.lastChange > 0 ? { changesUpTo: this.lastChange } : {}),
    });
    this.wholeDue = false;
    this.documentWritten = true;
    this.appendedSinceWhole = 0;
    try {
      this.changes.clear();
    } catch {
      // Left in the log, its records are numbered up to changesUpTo: the next start skips them.
    }
  }

  /** One record: the match records that changed, the outbox when it did. Flushed to the disk. */
  private appendChanges(): void {
    const matches: Record<string, MatchRecord> = {};
    for (const key of this.changed) {
      const record = this.matches.get(key);
      if (record) matches[key] = record;
    }
    const number = this.lastChange + 1;
    this.changes.append(
      {
        number,
        matches,
        ...(this.outboxChanged ? { undelivered: [...this.outbox.values()] } : {}),
      },
      { durable: true },
    );
    this.lastChange = number;
    this.appendedSinceWhole += Math.max(1, this.changed.size);
  }

  /**
   * Takes back the changes saved after the document was written; true when there were some. A log
   * that cannot be read is set aside (a copy stays): the document's records are kept.
   */
  private replayChanges(): boolean {
    const name = `${this.name}-changes`;
    let reason: string;
    try {
      const records = z.array(changeSchema).safeParse(this.changes.read());
      if (records.success) {
        let taken = false;
        for (const change of records.data) {
          if (change.number <= this.lastChange) continue;
          this.readRecords(change.matches);
          if (change.undelivered) {
            this.outbox.clear();
            for (const value of change.undelivered) {
              const parsed = alertSchema.safeParse(value);
              if (parsed.success) this.outbox.set(parsed.data.id, parsed.data);
            }
          }
          this.lastChange = change.number;
          taken = true;
        }
        return taken || records.data.length > 0;
      }
      reason = summariseIssues(records.error);
    } catch (error) {
      reason = error instanceof CorruptDocumentError ? error.detail : errorText(error);
    }
    const moved = setAside(
      logFileName(name),
      (note) => this.changes.quarantine(note),
      'damaged',
      reason,
      'mayRepeat',
    );
    this.options.onProblem?.(moved.problem);
    return true;
  }

  /** Takes the readable match records; returns the keys of those that were not. */
  private readRecords(stored: Record<string, unknown>): string[] {
    const bad: string[] = [];
    for (const [key, value] of Object.entries(stored)) {
      const parsed = matchRecordSchema.safeParse(value);
      if (parsed.success) this.matches.set(key, parsed.data);
      else bad.push(key);
    }
    return bad;
  }

  /** Takes the readable records; sets the file aside (a copy stays) when some were not. */
  private restore(stored: Record<string, unknown>, undelivered: readonly unknown[]): boolean {
    const bad = this.readRecords(stored);
    let badAlerts = 0;
    for (const value of undelivered) {
      const parsed = alertSchema.safeParse(value);
      if (parsed.success) this.outbox.set(parsed.data.id, parsed.data);
      else badAlerts += 1;
    }
    if (bad.length === 0 && badAlerts === 0 && !this.shelf.damaged) return false;
    const matches =
      bad.length === 0
        ? []
        : [
            `the record of ${bad.length} of ${Object.keys(stored).length} matches could not be read: ${bad
              .slice(0, 3)
              .join(', ')}${bad.length > 3 ? ', …' : ''}`,
          ];
    const alerts =
      badAlerts === 0 ? [] : [`${badAlerts} alert(s) waiting to be shown were unreadable`];
    const moved = moveAside(
      this.store,
      this.name,
      'partlyUnreadable',
      [...matches, ...alerts, ...(this.shelf.damaged ? [SHELF_DAMAGE] : [])].join('; '),
      'otherRecordsKept',
    );
    this.options.onProblem?.(moved.problem);
    // A file that could not be set aside is not overwritten now: the damaged copy is the only one.
    if (moved.location !== null) this.wholeDue = true;
    return moved.location !== null;
  }

  private recordOf(matchKey: string): MatchRecord {
    return entryOf(this.matches, matchKey, () => ({
      epoch: 0,
      lastScore: null,
      seenAt: this.now(),
      endedAt: null,
      sent: {},
    }));
  }

  private prune(everyRecord = false): boolean {
    const now = this.now();
    let letGo = false;
    for (const [key, record] of this.matches) {
      const ended = record.endedAt !== null && now - record.endedAt > this.keepEndedMs;
      if (ended || now - record.seenAt > this.keepUnseenMs) {
        this.matches.delete(key);
        letGo = true;
      }
    }
    if (this.matches.size > MAX_MATCHES) {
      const oldest = [...this.matches].sort(([, a], [, b]) => a.seenAt - b.seenAt);
      for (const [key] of oldest.slice(0, this.matches.size - MAX_MATCHES))
        this.matches.delete(key);
      letGo = true;
    }
    // Records let go cannot be appended: the next save writes the document whole.
    if (letGo) this.wholeDue = true;
    let trimmed = false;
    // Only a record that gained ids can have too many (at a start, every record is looked at).
    for (const key of everyRecord ? [...this.matches.keys()] : [...this.changed]) {
      const record = this.matches.get(key);
      if (!record) continue;
      const ids = Object.entries(record.sent);
      if (ids.length <= MAX_SENT_PER_MATCH) continue;
      ids.sort(([, a], [, b]) => b - a);
      record.sent = Object.fromEntries(ids.slice(0, MAX_SENT_PER_MATCH));
      this.changed.add(key);
      trimmed = true;
    }
    for (const [id, alert] of this.outbox) {
      if (now - alert.at > KEEP_UNDELIVERED_MS) {
        this.outbox.delete(id);
        this.outboxChanged = true;
        trimmed = true;
      }
    }
    return letGo || trimmed;
  }
}
