// A save of the ledger costs what changed, not what it holds: with a day's followed matches in it,
// a goal appends that one match's record to the log beside the document, and the document is
// written whole only now and then. Whatever a kill leaves between the two, a start reads back the
// newest record of every match.

import { describe, expect, it } from 'vitest';
import { AlertLedger } from '../../../electron/core/alerts/alert-ledger';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { problemLogLine } from '../../../shared/problems';
import { sketchMatch } from '../../fixtures/match-builders';
import { AlertHarness } from './alert-harness';

const MATCHES = 300;

function setup() {
  const clock = new ManualClock();
  const store = new MemoryDocumentStore({}, () => clock.now());
  const problems: string[] = [];
  const open = () =>
    new AlertLedger(store, () => clock.now(), {
      onProblem: (problem) => problems.push(problemLogLine(problem.words, problem.detail)),
    });
  return { clock, store, problems, open };
}

/** A ledger that has seen `MATCHES` matches at 0-0 and was stopped: one document on the disk. */
function dayOfMatches() {
  const setupped = setup();
  const ledger = setupped.open();
  for (let id = 1; id <= MATCHES; id += 1)
    ledger.observe(
      `football:${id}`,
      { epoch: 0, lastScore: { home: 0, away: 0 }, reopened: 0 },
      false,
    );
  ledger.save({ whole: true });
  return { ...setupped, ledger };
}

const goal = (id: number, home: number) => `football:${id}:goal:${home}-0:0`;

function scores(ledger: AlertLedger, id: number, home: number): void {
  ledger.observe(`football:${id}`, { epoch: 0, lastScore: { home, away: 0 }, reopened: 0 }, false);
  ledger.record(`football:${id}`, [goal(id, home)]);
}

describe('saving the ledger', () => {
  it('appends only the match that changed, and a start reads it back', () => {
    const { store, ledger, open } = dayOfMatches();
    const writes = store.writes();
    scores(ledger, 7, 1);
    ledger.save();

    expect(store.writes()).toBe(writes);
    const records = store.log('alert-ledger-changes').read() as { matches: object }[];
    expect(records).toHaveLength(1);
    expect(Object.keys(records[0]!.matches)).toEqual(['football:7']);

    const next = open();
    expect(next.has('football:7', goal(7, 1))).toBe(true);
    expect(next.tracking('football:7').lastScore).toEqual({ home: 1, away: 0 });
    expect(next.tracking('football:8').lastScore).toEqual({ home: 0, away: 0 });
  });

  it('writes the document whole once the log holds as many records as it, and empties the log', () => {
    const { store, ledger, open } = dayOfMatches();
    const writes = store.writes();
    let saves = 0;
    while (store.writes() === writes) {
      scores(ledger, (saves % MATCHES) + 1, Math.floor(saves / MATCHES) + 1);
      ledger.save();
      saves += 1;
    }
    expect(saves).toBe(MATCHES);
    expect(store.log('alert-ledger-changes').read()).toEqual([]);
    const next = open();
    expect(next.has(`football:${MATCHES}`, goal(MATCHES, 1))).toBe(true);
  });

  it('at a stop writes one document and leaves the log empty', () => {
    const { store, ledger } = dayOfMatches();
    scores(ledger, 7, 1);
    ledger.save();
    ledger.save({ whole: true });
    expect(store.log('alert-ledger-changes').read()).toEqual([]);
    const document = store.read('alert-ledger') as { matches: Record<string, { sent: object }> };
    expect(Object.keys(document.matches['football:7']!.sent)).toEqual([goal(7, 1)]);
  });

  it('the alert center writes it whole when it stops: the goal in the document, the log empty', () => {
    const clock = new ManualClock();
    const store = new MemoryDocumentStore({}, () => clock.now());
    const harness = new AlertHarness({ clock, store });
    harness.look([sketchMatch({ score: [0, 0] })]);
    harness.restart();
    harness.look([sketchMatch({ score: [1, 0] })]);
    // Saved on its way, as before the last known scores are written: appended to the log.
    harness.center.heldBack('football', 7);
    expect(store.log('alert-ledger-changes').read()).toHaveLength(1);
    harness.look([sketchMatch({ score: [2, 0] })]);
    // The disk as the stop leaves it, before any start reads it.
    harness.center.dispose();
    expect(store.log('alert-ledger-changes').read()).toEqual([]);
    expect(JSON.stringify(store.read('alert-ledger'))).toContain('football:7:goal:2-0');
  });

  it('a kill after the whole write, before the log was emptied: the older records do not win', () => {
    const { store, ledger, open } = dayOfMatches();
    scores(ledger, 7, 1);
    ledger.save();
    const log = store.log('alert-ledger-changes');
    const left = log.rawText();
    scores(ledger, 7, 2);
    ledger.save({ whole: true });
    // The disk as a kill between the two writes leaves it: the new document, the old log.
    log.putRaw(left);

    const next = open();
    expect(next.tracking('football:7').lastScore).toEqual({ home: 2, away: 0 });
    expect(next.has('football:7', goal(7, 2))).toBe(true);
  });

  it('a damaged log is set aside with a message; the document and its records are kept', () => {
    const { store, ledger, problems, open } = dayOfMatches();
    scores(ledger, 7, 1);
    ledger.save();
    store.log('alert-ledger-changes').putRaw('{"number":1,"matches":\n');

    const next = open();
    expect(problems).toEqual([
      expect.stringMatching(/^alert-ledger-changes\.jsonl was damaged; moved to memory:\/\/.+/),
    ]);
    expect(next.tracking('football:8').lastScore).toEqual({ home: 0, away: 0 });
    expect(store.log('alert-ledger-changes').read()).toEqual([]);
  });
});
