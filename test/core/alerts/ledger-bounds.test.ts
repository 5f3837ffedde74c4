// The ledger is bounded whatever is on disk: a file written with thousands of matches, or a match
// with thousands of alert ids, is cut back at load to the matches seen last and each match's newest
// alerts, so memory and start time stay small and what was told lately stays told.

import { describe, expect, it } from 'vitest';
import { AlertLedger } from '../../../electron/core/alerts/alert-ledger';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';

describe('AlertLedger bounds', () => {
  it('starts with an empty marks log when the marks name no alert still owed', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    store
      .log('alert-ledger-shown')
      .putRaw(`${JSON.stringify(['football:1:goal:1-0'])}\n`.repeat(1_000));
    new AlertLedger(store, () => clock.now());
    expect(store.log('alert-ledger-shown').rawText()).toBe('');
  });

  it('keeps the 5,000 matches seen last and the newest 200 alerts of a match', () => {
    const clock = new ManualClock();
    const now = clock.now();
    const matches: Record<string, unknown> = {};
    for (let id = 0; id < 6_000; id++) {
      matches[`football:${id}`] = {
        epoch: 0,
        lastScore: null,
        seenAt: now - 6_000 + id,
        endedAt: null,
        sent: { [`football:${id}:kickoff`]: now - 1 },
      };
    }
    const sent = Object.fromEntries(
      Array.from({ length: 1_000 }, (_, index) => [
        `football:9999:goal:${index}-0`,
        now - 1_000 + index,
      ]),
    );
    matches['football:9999'] = { epoch: 0, lastScore: null, seenAt: now, endedAt: null, sent };
    const store = new MemoryDocumentStore({ 'alert-ledger': { version: 1, matches } }, () =>
      clock.now(),
    );
    const ledger = new AlertLedger(store, () => clock.now());
    // Seen last: kept; seen first: let go.
    expect(ledger.has('football:5999', 'football:5999:kickoff')).toBe(true);
    expect(ledger.has('football:0', 'football:0:kickoff')).toBe(false);
    expect(ledger.has('football:9999', 'football:9999:goal:999-0')).toBe(true);
    expect(ledger.has('football:9999', 'football:9999:goal:799-0')).toBe(false);
    const saved = store.read('alert-ledger') as { matches: Record<string, { sent: object }> };
    expect(Object.keys(saved.matches)).toHaveLength(5_000);
    expect(Object.keys(saved.matches['football:9999']!.sent)).toHaveLength(200);
  });
});
