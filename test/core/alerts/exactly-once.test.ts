// Exactly once across restarts: the state folder on disk (file store, match memory, ledger) is all a
// new process has, as in the app. A process that dies before its memory reached the disk must not
// repeat alerts either.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { matchKey, type Alert, type Match } from '../../../shared/domain';
import { defaultSettings, settingsSchema } from '../../../shared/settings';
import { createAlertCenter } from '../../../electron/core/alerts/alert-center';
import { AlertLedger } from '../../../electron/core/alerts/alert-ledger';
import { followIndexOf } from '../../../electron/core/live/follow-index';
import { diffSnapshots } from '../../../electron/core/live/snapshot-diff';
import { FileDocumentStore } from '../../../electron/core/state/file-document-store';
import { StoredMatchMemory } from '../../../electron/core/state/match-memory';
import { ManualClock } from '../../fixtures/manual-clock';
import { RecordingNotifier } from '../../fixtures/recording-notifier';
import { makeTempDir, type TempDir } from '../../fixtures/temp-dir';
import { followNorthbridge } from './alert-harness';
import { sketchMatch } from '../../fixtures/match-builders';

const settings = settingsSchema.parse({
  ...defaultSettings(),
  follows: [followNorthbridge()],
});

/** One run of the app: start, look at the live list a few times, and either stop or crash. */
class AppRun {
  readonly notifier = new RecordingNotifier();
  private readonly memory: StoredMatchMemory;
  private readonly center;
  private readonly ledger: AlertLedger;
  private looks = 0;
  private readonly firstRunEver: boolean;

  constructor(dir: string, clock: ManualClock) {
    const store = new FileDocumentStore(dir, { now: () => clock.now() });
    // A long debounce, so a "crash" before flush really leaves the memory behind the ledger.
    this.memory = new StoredMatchMemory(store, clock, { debounceMs: 60_000 });
    this.ledger = new AlertLedger(store, () => clock.now());
    this.center = createAlertCenter({
      clock,
      store,
      ledger: this.ledger,
      settings: () => settings,
      follows: () => followIndexOf(settings),
      later: (alerts) => this.handOn(alerts),
    });
    // As the engine decides it: the first run ever only when nothing at all is on disk.
    this.firstRunEver = this.memory.isEmpty() && !this.center.hasHistory();
  }

  look(matches: Match[]): Alert[] {
    const known = new Map(
      this.memory.all().map((match) => [matchKey(match.sport, match.id), match]),
    );
    const first = this.looks++ === 0;
    const origin = first ? 'catch-up' : 'live';
    const changes = diffSnapshots(known, matches);
    const alerts = this.center.consume(changes, origin, first && this.firstRunEver);
    this.handOn(alerts);
    this.memory.remember(matches);
    return alerts;
  }

  /** Looks at the followed match (sketchMatch's) with each of these scores in turn. */
  sees(...scores: [number, number][]): this {
    for (const score of scores) this.look([sketchMatch({ score })]);
    return this;
  }

  /** What the app does once ready: shows again what an earlier run decided but never showed. */
  resend(): this {
    this.handOn(this.ledger.undelivered());
    return this;
  }

  /** What the outlet does just before an alert is on screen. */
  delivered(id: string): void {
    this.ledger.delivered([id]);
  }

  /** What the outlet is handed: the notifier here records it, not yet marked as shown. */
  private handOn(alerts: readonly Alert[]): void {
    for (const alert of alerts) this.notifier.notify(alert);
  }

  stop(): void {
    this.memory.flush();
    this.center.dispose();
  }

  crash(): void {
    this.center.dispose();
  }
}

describe('alerts across restarts', () => {
  let dir: TempDir;
  let clock: ManualClock;
  beforeEach(() => {
    dir = makeTempDir();
    clock = new ManualClock();
  });
  afterEach(() => dir.remove());

  it('never repeats an alert after a clean restart, and goes on alerting new things', () => {
    const first = new AppRun(dir.path, clock);
    expect(first.look([sketchMatch({ score: [1, 0] })])).toEqual([]);
    first.look([sketchMatch({ score: [2, 0] })]);
    first.stop();
    expect(first.notifier.kinds()).toEqual(['goal']);

    const second = new AppRun(dir.path, clock);
    second.look([sketchMatch({ score: [2, 0] })]);
    second.look([sketchMatch({ score: [2, 0], phase: 'finished' })]);
    second.stop();
    expect(second.notifier.kinds()).toEqual(['fulltime']);

    const third = new AppRun(dir.path, clock);
    third.look([sketchMatch({ score: [2, 0], phase: 'finished' })]);
    expect(third.notifier.shown).toEqual([]);
  });

  it('does not repeat a goal when the process died before its memory was written', () => {
    new AppRun(dir.path, clock).sees([0, 0]).stop();
    const second = new AppRun(dir.path, clock).sees([0, 0], [1, 0]);
    second.crash();
    expect(second.notifier.kinds()).toEqual(['goal']);

    const third = new AppRun(dir.path, clock).sees([1, 0]);
    expect(third.notifier.shown).toEqual([]);
  });

  it('tells a cancelled goal once, and the goal scored again, across a crash', () => {
    const first = new AppRun(dir.path, clock).sees([0, 0], [1, 0]);
    first.stop();
    const second = new AppRun(dir.path, clock).sees([1, 0], [0, 0]);
    second.crash();
    expect(second.notifier.kinds()).toEqual(['goal-cancelled']);

    const third = new AppRun(dir.path, clock).sees([0, 0], [1, 0]);
    third.stop();
    expect(third.notifier.kinds()).toEqual(['goal']);
    expect(third.notifier.shown[0]?.id).not.toBe(first.notifier.shown[0]?.id);
  });

  it('shows once on the next start a goal decided but never shown before a crash', () => {
    const first = new AppRun(dir.path, clock).sees([0, 0], [1, 0]);
    first.crash();
    expect(first.notifier.kinds()).toEqual(['goal']);
    const [goal] = first.notifier.shown;

    const second = new AppRun(dir.path, clock).resend();
    expect(second.notifier.shown).toEqual([goal]);
    // Told now, it is not told again by the look that follows.
    second.sees([1, 0]);
    expect(second.notifier.kinds()).toEqual(['goal']);
  });

  it('does not show again on the next start a goal that was shown before the crash', () => {
    const first = new AppRun(dir.path, clock).sees([0, 0], [1, 0]);
    first.delivered(first.notifier.shown[0]!.id);
    first.crash();

    const second = new AppRun(dir.path, clock).resend();
    expect(second.notifier.shown).toEqual([]);
  });

  it('drops rather than shows late a goal left unshown for over an hour', () => {
    const first = new AppRun(dir.path, clock).sees([0, 0], [1, 0]);
    first.crash();
    clock.advance(60 * 60 * 1000 + 1);

    const second = new AppRun(dir.path, clock).resend();
    expect(second.notifier.shown).toEqual([]);
  });

  it('tells both goals when a start finds two scored since its last look, not the last one alone', () => {
    const first = new AppRun(dir.path, clock).sees([0, 0], [1, 0]);
    first.delivered(first.notifier.shown[0]!.id);
    // Killed before it saw 2–0; 3–0 came while it was down.
    first.crash();

    const second = new AppRun(dir.path, clock).resend().sees([3, 0]);
    expect(second.notifier.shown.map(({ kind, title }) => [kind, title])).toEqual([
      ['summary', 'While you were away: Northbridge Rovers 3–0 Eastham City'],
    ]);
    second.delivered(second.notifier.shown[0]!.id);
    second.stop();
    expect(new AppRun(dir.path, clock).resend().sees([3, 0]).notifier.shown).toEqual([]);
  });

  it('tells two goals found by one look of a running app together, not as one goal', () => {
    const run = new AppRun(dir.path, clock).sees([0, 0], [1, 0], [3, 0], [4, 0]);
    expect(run.notifier.shown.map(({ kind, score }) => [kind, score.home])).toEqual([
      ['goal', 1],
      ['summary', 3],
      ['goal', 4],
    ]);
  });

  it('forgets finished matches in the ledger after two days', () => {
    const first = new AppRun(dir.path, clock);
    first.look([sketchMatch({ score: [0, 0] })]);
    first.look([sketchMatch({ score: [1, 0], phase: 'finished' })]);
    first.stop();
    const ledgerText = () => readFileSync(join(dir.path, 'alert-ledger.json'), 'utf8');
    expect(ledgerText()).toContain('football:7:goal:1-0:0');

    clock.advance(2 * 24 * 60 * 60_000 + 60_000);
    new AppRun(dir.path, clock).stop();
    expect(ledgerText()).not.toContain('football:7');
    expect(readdirSync(dir.path).sort()).toEqual(['alert-ledger.json', 'match-memory.json']);
  });
});
