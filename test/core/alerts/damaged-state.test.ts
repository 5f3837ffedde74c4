// The alert center keeps working when its files are damaged or a consumer of alerts fails.

import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { AlertHarness } from './alert-harness';
import { NORTHBRIDGE, sketchMatch } from '../../fixtures/match-builders';

describe('damaged alert files', () => {
  it('moves a damaged ledger aside with a message and goes on alerting', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    store.putRaw('alert-ledger', '{"version":1,"matches":{"football:7":');
    store.write('alerts-held', { version: 1, held: [{ alert: 'not an alert' }] });
    const harness = new AlertHarness({ clock, store });

    expect(harness.problems).toEqual([
      expect.stringMatching(
        /^alert-ledger\.json was damaged; moved to memory:\/\/.+ and the record of sent alerts starts afresh \(.+\)$/,
      ),
      expect.stringMatching(
        /^alerts-held\.json was not valid; moved to .+ and alerts held during quiet hours could not be recovered \(held\.0\.alert: .+\)$/,
      ),
    ]);
    expect(store.quarantinedDocuments()).toHaveLength(2);

    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [1, 0] })]);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
  });
});

describe('a partly damaged ledger', () => {
  it('loses the damaged match only: the other matches repeat nothing', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    const first = new AlertHarness({ clock, store });
    const other = { id: 9, home: NORTHBRIDGE, away: { id: 3, name: 'Westfield' } };
    first.look([sketchMatch({ score: [0, 0] }), sketchMatch({ ...other, score: [0, 0] })]);
    first.look([sketchMatch({ score: [1, 0] }), sketchMatch({ ...other, score: [0, 1] })]);
    expect(first.notifier.kinds()).toEqual(['kickoff', 'kickoff', 'goal', 'goal']);

    // One match's record holds a figure no score can be (as an older version could write).
    const ledger = store.read('alert-ledger') as {
      matches: Record<string, { lastScore: unknown }>;
    };
    ledger.matches['football:9']!.lastScore = { home: 2.5, away: 1 };
    store.write('alert-ledger', ledger);

    const second = new AlertHarness({ clock, store });
    expect(second.problems).toEqual([
      expect.stringMatching(
        /^alert-ledger\.json was partly unreadable; moved to memory:\/\/.+ and the records of the other matches are kept.* \(the record of 1 of 2 matches could not be read: football:9\)$/,
      ),
    ]);
    // The intact match's goal is not told again, as it would be if the whole ledger were lost.
    second.setKnown([sketchMatch({ score: [0, 0] })]);
    second.look([sketchMatch({ score: [1, 0] })]);
    expect(second.notifier.kinds()).toEqual([]);
  });
});

describe('failing consumers', () => {
  it('still tells the other listeners and the notifier when one listener throws', () => {
    const harness = new AlertHarness();
    harness.center.onAlert(() => {
      throw new Error('listener broke');
    });
    const later: string[] = [];
    harness.center.onAlert((alert) => later.push(alert.kind));
    harness.look([sketchMatch({ score: [0, 0] })]);
    expect(harness.notifier.kinds()).toEqual(['kickoff']);
    expect(later).toEqual(['kickoff']);
    expect(harness.problems).toEqual(['An alert listener failed: listener broke']);
  });

  it('stops telling a listener that unsubscribed', () => {
    const harness = new AlertHarness();
    const heard: string[] = [];
    const stop = harness.center.onAlert((alert) => heard.push(alert.kind));
    harness.look([sketchMatch({ score: [0, 0] })]);
    stop();
    harness.look([sketchMatch({ score: [1, 0] })]);
    expect(heard).toEqual(['kickoff']);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
  });
});
