// A flood of changes to one followed match: alerts coalesce to where the match settled, and the
// ledger is written once per decision, not once per change.

import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../../electron/core/ports';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { AlertHarness } from './alert-harness';
import { sketchMatch } from '../../fixtures/match-builders';

/** A store that counts writes of the ledger. */
function countingStore(clock: ManualClock): { store: DocumentStore; ledgerWrites: () => number } {
  const store = new MemoryDocumentStore({}, () => clock.now());
  let writes = 0;
  const write = store.write.bind(store);
  store.write = (name, value) => {
    if (name === 'alert-ledger') writes++;
    write(name, value);
  };
  return { store, ledgerWrites: () => writes };
}

const COALESCE = { quietMs: 3_000, maxHoldMs: 30_000 };

describe('a score that flaps', () => {
  it('gives the goal, then one cancelled goal where it settled back, not one alert per flap', () => {
    const clock = new ManualClock();
    const { store, ledgerWrites } = countingStore(clock);
    const harness = new AlertHarness({ clock, store, coalesce: COALESCE });
    harness.look([sketchMatch({ score: [0, 0] })]);
    clock.advance(60_000);
    const before = ledgerWrites();
    // Five seconds of 0–0 / 1–0, a look every 5 ms.
    for (let flap = 0; flap < 1_000; flap++) {
      harness.look([sketchMatch({ score: flap % 2 === 0 ? [1, 0] : [0, 0] })]);
      clock.advance(5);
    }
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
    clock.advance(3_000);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal', 'goal-cancelled']);
    expect(harness.notifier.titles().at(-1)).toMatch(/0–0/);
    expect(ledgerWrites() - before).toBeLessThanOrEqual(2);
  });

  it('gives one goal when the flapping settles on the new score', () => {
    const clock = new ManualClock();
    const harness = new AlertHarness({ clock, coalesce: COALESCE });
    harness.look([sketchMatch({ score: [0, 0] })]);
    clock.advance(60_000);
    for (let flap = 0; flap < 999; flap++) {
      harness.look([sketchMatch({ score: flap % 2 === 0 ? [1, 0] : [0, 0] })]);
      clock.advance(5);
    }
    clock.advance(3_000);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
  });

  it('tells a change held for long at the latest after the longest hold, even if it never settles', () => {
    const clock = new ManualClock();
    const harness = new AlertHarness({ clock, coalesce: COALESCE });
    harness.look([sketchMatch({ score: [0, 0] })]);
    clock.advance(60_000);
    harness.look([sketchMatch({ score: [1, 0] })]);
    for (let second = 0; second < 40; second++) {
      harness.look([sketchMatch({ score: second % 2 === 0 ? [2, 0] : [1, 0] })]);
      clock.advance(1_000);
    }
    expect(harness.notifier.kinds().filter((kind) => kind === 'goal')).toHaveLength(2);
  });

  it('still tells goals minutes apart one by one', () => {
    const clock = new ManualClock();
    const harness = new AlertHarness({ clock, coalesce: COALESCE });
    harness.look([sketchMatch({ score: [0, 0] })]);
    for (const score of [
      [1, 0],
      [1, 1],
      [2, 1],
    ] as [number, number][]) {
      clock.advance(120_000);
      harness.look([sketchMatch({ score })]);
    }
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal', 'goal', 'goal']);
  });
});
