// The alert center keeps working when its files are damaged or a consumer of alerts fails.

import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '../../../electron/core/state/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { AlertHarness } from './alert-harness';
import { sketchMatch } from './sketch-match';

describe('damaged alert files', () => {
  it('moves a damaged ledger aside with a message and goes on alerting', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore(() => clock.now());
    store.putRaw('alert-ledger', '{"version":1,"matches":{"football:7":');
    store.write('alerts-held', { version: 1, held: [{ alert: 'not an alert' }] });
    const harness = new AlertHarness({ clock, store });

    expect(harness.problems).toEqual([
      expect.stringMatching(
        /^alert-ledger\.json was damaged \(.+\); moved to memory:\/\/.+ and the record of sent alerts starts afresh$/,
      ),
      expect.stringMatching(
        /^alerts-held\.json was not valid \(held\.0\.alert: .+\); moved to .+ and alerts held during quiet hours could not be recovered$/,
      ),
    ]);
    expect(store.quarantinedDocuments()).toHaveLength(2);

    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.look([sketchMatch({ score: [1, 0] })]);
    expect(harness.notifier.kinds()).toEqual(['kickoff', 'goal']);
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
