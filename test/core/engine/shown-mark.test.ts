// The one step a kill can still cut: an alert is marked as shown (so that no restart shows it
// again), then shown. These tests hold the engine to its side of that: the alert's words are formed
// first, the mark is a single append, and the showing follows it with nothing in between, also for
// the alerts owed from before a crash that follow `ready`.

import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../shared/domain';
import type { AppendLog, DocumentStore, Notifier } from '../../../electron/core/ports';
import type { DemoMatchSummary, DemoService } from '../../../electron/demo/demo-service-api';
import { CrashPointStore } from '../../fixtures/crash-point-store';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { followHome, useDemoEngines, waitFor } from './engine-harness';

const harness = useDemoEngines();

/** What the engine does with its store and its notifier, in order. */
class Trace {
  readonly events: string[] = [];

  store(inner: DocumentStore): DocumentStore {
    return {
      read: (name) => inner.read(name),
      write: (name, value, options) => {
        this.events.push(`write ${name}`);
        inner.write(name, value, options);
      },
      quarantine: (name, reason) => inner.quarantine(name, reason),
      log: (name): AppendLog => {
        const log = inner.log(name);
        return {
          read: () => log.read(),
          append: (record) => {
            this.events.push(`append ${name} ${JSON.stringify(record)}`);
            log.append(record);
          },
          clear: () => {
            this.events.push(`clear ${name}`);
            log.clear();
          },
          quarantine: (reason) => log.quarantine(reason),
        };
      },
    };
  }

  notifier(): Notifier {
    return {
      prepare: (alert) => {
        this.events.push(`form ${alert.id}`);
        return () => this.events.push(`show ${alert.id}`);
      },
      notify: (alert) => this.events.push(`notify ${alert.id}`),
      update: (alert) => this.events.push(`update ${alert.id}`),
    };
  }

  /** The three steps of showing the alert, and whatever came between them. */
  around(alert: Alert): string[] {
    const formed = this.events.indexOf(`form ${alert.id}`);
    const shown = this.events.indexOf(`show ${alert.id}`);
    return this.events.slice(formed, shown + 1);
  }
}

/**
 * Leaves the ledger on `disk` as one document (its change log folded in) that owes `alert`: as a
 * kill leaves an alert recorded and still waiting to be shown.
 */
function oweOnDisk(disk: DocumentStore, alert: Alert): void {
  const ledger = disk.read('alert-ledger') as { matches: Record<string, unknown> };
  const changes = disk.log('alert-ledger-changes');
  let upTo = 0;
  for (const change of changes.read() as { number: number; matches: Record<string, unknown> }[]) {
    Object.assign(ledger.matches, change.matches);
    upTo = change.number;
  }
  disk.write('alert-ledger', { ...ledger, changesUpTo: upTo, undelivered: [alert] });
  changes.clear();
}

const isGoal = (alert: Alert) => alert.kind === 'goal' || alert.kind === 'summary';

/** Starts the engine again on the disk a kill left, following the match, and settles: its goals. */
async function goalsShownOnRestart(
  demo: DemoService,
  match: DemoMatchSummary,
  disk: DocumentStore,
): Promise<Alert[]> {
  const next = harness.startEngine(demo, { store: disk, follows: [followHome(match)] });
  await next.engine.start();
  await next.engine.live.whenIdle();
  return next.seen.alerts.filter(isGoal);
}

/** The order a shown alert must go through: its words formed, its mark on disk, then shown. */
const formedMarkedShown = (id: string) => [
  `form ${id}`,
  expect.stringMatching(
    `^append alert-ledger-shown {"shown":${JSON.stringify([id]).replace(/[[\]]/g, '\\$&')},"matches":{"`,
  ),
  `show ${id}`,
];

describe('marking an alert as shown, then showing it', () => {
  it('forms the words, appends the mark and shows it, with nothing in between', async () => {
    const trace = new Trace();
    const { demo, match, running } = await harness.followLive('football', {
      store: trace.store(new MemoryDocumentStore()),
      notifier: trace.notifier(),
    });
    demo.world.score('football', match.id, 'home');
    await waitFor(() => running.seen.alerts.some(isGoal), 'the goal');
    const goal = running.seen.alerts.find(isGoal)!;
    expect(trace.around(goal)).toEqual(formedMarkedShown(goal.id));
  });

  it('does not write the ledger on the way to the goal: the mark carries its match, and a kill right after it repeats nothing', async () => {
    // A new file and a rename (and, before, their flush to the disk) were most of the engine's time
    // from the push to the alert; the alert center writes the ledger within half a second instead.
    const trace = new Trace();
    const crashing = new CrashPointStore();
    const killedAfterMark = crashing.crashAfter((name) => name === 'alert-ledger-shown');
    const { demo, match, running } = await harness.followLive('football', {
      store: trace.store(crashing),
      notifier: trace.notifier(),
    });
    const scoredAt = trace.events.length;
    demo.world.score('football', match.id, 'home');
    await waitFor(() => running.seen.alerts.some(isGoal), 'the goal');
    const goal = running.seen.alerts.find(isGoal)!;
    const shownAt = trace.events.indexOf(`show ${goal.id}`);
    // A save writes the ledger whole or appends its changes to the log beside it.
    const ledgerWrites = (from: number, to: number) =>
      trace.events
        .slice(from, to)
        .filter(
          (event) =>
            event === 'write alert-ledger' || event.startsWith('append alert-ledger-changes '),
        );
    expect(ledgerWrites(scoredAt, shownAt)).toEqual([]);
    await waitFor(
      () => ledgerWrites(shownAt, trace.events.length).length > 0,
      'the ledger written after the goal',
    );

    // The disk as a kill right after the mark left it: the ledger has not heard of the goal.
    expect(await goalsShownOnRestart(demo, match, await killedAfterMark)).toEqual([]);
  });

  it('does the same for an alert owed from before a crash, after ready; a crash after its mark does not show it again', async () => {
    const crashing = new CrashPointStore();
    const { demo, match, running } = await harness.followLive('football', { store: crashing });
    const goalRecorded = (name: string, value: unknown) =>
      (name === 'alert-ledger' || name === 'alert-ledger-changes') &&
      JSON.stringify(value).includes(':goal:');
    const killed = crashing.crashAfter(goalRecorded);
    demo.world.score('football', match.id, 'home');
    const disk = await killed;
    // The disk as a kill leaves an alert that was still waiting (for ready, for room in the
    // budget) when the alert center wrote the ledger: recorded, owed, not marked shown.
    const owed = running.seen.alerts.find(isGoal)!;
    oweOnDisk(disk, { ...owed, iconPath: null });
    disk.log('alert-ledger-shown').clear();

    const trace = new Trace();
    const markedThenKilled = new CrashPointStore(disk);
    const killedAfterMark = markedThenKilled.crashAfter((name) => name === 'alert-ledger-shown');
    let readyAt = -1;
    const next = harness.startEngine(demo, {
      store: trace.store(markedThenKilled),
      notifier: trace.notifier(),
      follows: [followHome(match)],
    });
    next.engine.on('ready', () => (readyAt = trace.events.length));
    await next.engine.start();
    await waitFor(() => next.seen.alerts.some(isGoal), 'the goal owed from before the crash');
    const goal = next.seen.alerts.find(isGoal)!;
    expect(trace.around(goal)).toEqual(formedMarkedShown(goal.id));
    expect(trace.events.indexOf(`form ${goal.id}`)).toBeGreaterThanOrEqual(readyAt);

    // A kill right after that mark: the next start has nothing left to show.
    expect(await goalsShownOnRestart(demo, match, await killedAfterMark)).toEqual([]);
  });
});
