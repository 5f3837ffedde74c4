// The record of sent alerts is one service's: another service uses the same match ids for other
// matches, so its goal "football:7:goal:1-0:0" must not count as told already. Alerts decided but
// not yet shown stay owed whatever the service. Back at a service left before, its records count
// again: what it told stays told.

import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../shared/domain';
import { AlertLedger } from '../../../electron/core/alerts/alert-ledger';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { makeAlert } from '../../fixtures/match-builders';

const A = 'path http://a.example';
const B = 'path http://b.example';
const GOAL = 'football:7:goal:1-0:0';

function setup() {
  const clock = new ManualClock();
  const store = new MemoryDocumentStore({}, () => clock.now());
  const open = () => new AlertLedger(store, () => clock.now());
  return { clock, store, open };
}

function owed(id: string, at: number): Alert {
  return makeAlert({ id, matchId: 7, teamId: 1, score: { home: 1, away: 0 }, at });
}

describe('AlertLedger and the service', () => {
  it("drops another service's records, on disk too, and keeps the alerts still owed", () => {
    const { clock, store, open } = setup();
    const first = open();
    first.useService(A);
    first.record('football:7', [GOAL]);
    first.awaitDelivery([owed(GOAL, clock.now())]);
    first.save();

    const next = open();
    expect(next.holdsOtherThan(B)).toBe(true);
    next.useService(B);
    expect(next.has('football:7', GOAL)).toBe(false);
    expect(next.tracking('football:7')).toEqual({ epoch: 0, lastScore: null, reopened: 0 });
    expect(next.isEmpty()).toBe(true);
    expect(next.undelivered().map((alert) => alert.id)).toEqual([GOAL]);
    const reopened = open();
    expect(reopened.has('football:7', GOAL)).toBe(false);
    expect(reopened.holdsOtherThan(B)).toBe(false);
    expect(store.read('alert-ledger')).toMatchObject({ service: B });
  });

  it('keeps its records for the same service, and takes a file of no known service as its own', () => {
    const { store, open } = setup();
    const older = open();
    older.record('football:7', [GOAL]);
    older.save();
    expect(store.read('alert-ledger')).not.toHaveProperty('service');

    const ledger = open();
    expect(ledger.holdsOtherThan(A)).toBe(false);
    ledger.useService(A);
    ledger.useService(A);
    expect(ledger.has('football:7', GOAL)).toBe(true);
    ledger.save();
    expect(store.read('alert-ledger')).toMatchObject({ service: A });
  });

  it('finds the records of a service left before, also after a restart', () => {
    const { open } = setup();
    const first = open();
    first.useService(A);
    first.record('football:7', [GOAL]);
    first.observe('football:7', { epoch: 0, lastScore: { home: 1, away: 0 }, reopened: 0 }, false);
    first.useService(B);
    expect(first.has('football:7', GOAL)).toBe(false);
    first.save();

    const back = open();
    back.useService(A);
    expect(back.has('football:7', GOAL)).toBe(true);
    expect(back.tracking('football:7')).toEqual({
      epoch: 0,
      lastScore: { home: 1, away: 0 },
      reopened: 0,
    });
    expect(back.isEmpty()).toBe(false);
  });
});
