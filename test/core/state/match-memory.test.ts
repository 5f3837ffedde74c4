// The stored memory of matches: debounced atomic writes, read back by a new process, checked on
// load, pruned of old finished matches.

import { describe, expect, it } from 'vitest';
import { StoredMatchMemory } from '../../../electron/core/state/match-memory';
import { MemoryDocumentStore } from '../../fixtures/memory-document-store';
import { ManualClock } from '../../fixtures/manual-clock';
import { sketchMatch } from '../../fixtures/match-builders';
import { problemLogLine } from '../../../shared/problems';

const DAY = 24 * 60 * 60_000;

function setup() {
  const clock = new ManualClock();
  const store = new MemoryDocumentStore({}, () => clock.now());
  const problems: string[] = [];
  const open = () =>
    new StoredMatchMemory(store, clock, {
      debounceMs: 1000,
      onProblem: (told) => problems.push(problemLogLine(told.words, told.detail)),
    });
  return { clock, store, problems, open };
}

describe('StoredMatchMemory', () => {
  it('is empty on the first run ever, and not once something was remembered', () => {
    const { open } = setup();
    const memory = open();
    expect(memory.isEmpty()).toBe(true);
    memory.remember([]);
    expect(memory.isEmpty()).toBe(false);
  });

  it('batches a burst of changes into one write after the debounce', () => {
    const { clock, store, open } = setup();
    const memory = open();
    memory.remember([sketchMatch({ score: [0, 0] })]);
    memory.remember([sketchMatch({ score: [1, 0] })]);
    memory.remember([sketchMatch({ id: 8 })]);
    expect(store.writes()).toBe(0);
    clock.advance(1000);
    expect(store.writes()).toBe(1);
    clock.advance(5000);
    expect(store.writes()).toBe(1);
  });

  it('writes at once on flush, and a new process reads the same matches back', () => {
    const { store, open } = setup();
    const memory = open();
    const match = sketchMatch({ score: [2, 1], clock: "67'" });
    memory.remember([match, sketchMatch({ id: 8, sport: 'futsal' })]);
    memory.flush();
    expect(store.writes()).toBe(1);
    memory.flush();
    expect(store.writes()).toBe(1);

    const again = open();
    expect(again.isEmpty()).toBe(false);
    expect(again.get('football', 7)).toEqual(match);
    expect(again.all()).toHaveLength(2);
    expect(again.get('football', 8)).toBeUndefined();
  });

  it('forgets a match on request', () => {
    const { open } = setup();
    const memory = open();
    memory.remember([sketchMatch()]);
    memory.forget('football', 7);
    memory.flush();
    expect(open().all()).toEqual([]);
  });

  it('prunes finished matches after two days and any match unseen for a week', () => {
    const { clock, open } = setup();
    const memory = open();
    memory.remember([
      sketchMatch({ id: 1, phase: 'finished' }),
      sketchMatch({ id: 2, phase: 'live' }),
    ]);
    memory.flush();
    clock.advance(2 * DAY + 1);
    expect(
      open()
        .all()
        .map((match) => match.id),
    ).toEqual([2]);
    clock.advance(5 * DAY);
    expect(open().all()).toEqual([]);
  });

  it('moves a damaged memory aside, says so, and starts as a first run', () => {
    const { store, problems, open } = setup();
    store.putRaw('match-memory', '{"version":1,"matches":[{"match":');
    const memory = open();
    expect(memory.isEmpty()).toBe(true);
    expect(memory.all()).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^match-memory\.json was damaged; moved to memory:\/\/.+ and the next look at the live scores is taken as a fresh start \(.+\)$/,
      ),
    ]);
    expect(store.quarantinedDocuments()).toHaveLength(1);
  });

  it('keeps the readable matches of a partly damaged memory, and the file', () => {
    const { clock, store, problems, open } = setup();
    store.write('match-memory', {
      version: 1,
      matches: [
        { match: sketchMatch({ id: 1 }), seenAt: clock.now() },
        { match: { ...sketchMatch({ id: 2 }), homeScore: 'two' }, seenAt: clock.now() },
      ],
    });
    const memory = open();
    expect(memory.isEmpty()).toBe(false);
    expect(memory.all().map((match) => match.id)).toEqual([1]);
    expect(problems[0]).toMatch(
      /^match-memory\.json was partly unreadable; .+ \(1 of 2 matches could not be read\)$/,
    );
    expect(store.quarantinedDocuments()[0]?.text).toContain('"two"');
    expect(
      open()
        .all()
        .map((match) => match.id),
    ).toEqual([1]);
  });

  it("keeps the current service's matches when the records of services left are damaged", () => {
    const { clock, store, problems, open } = setup();
    store.write('match-memory', {
      version: 1,
      service: 'demo',
      matches: [{ match: sketchMatch({ id: 1 }), seenAt: clock.now() }],
      earlier: 'not a list',
    });
    const memory = open();
    expect(memory.isEmpty()).toBe(false);
    expect(memory.all().map((match) => match.id)).toEqual([1]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^match-memory\.json was partly unreadable; .+ \(the records of services left before could not be read\)$/,
      ),
    ]);
    expect(store.quarantinedDocuments()[0]?.text).toContain('not a list');
  });

  describe('belongs to one service', () => {
    it("drops another service's matches, on disk too, and counts as nothing stored", () => {
      const { store, open } = setup();
      const first = open();
      first.useService('path http://a.example');
      first.remember([sketchMatch({ id: 7, score: [2, 1] })]);
      first.flush();

      const next = open();
      expect(next.get('football', 7)).toBeDefined();
      next.useService('path http://b.example');
      expect(next.all()).toEqual([]);
      expect(next.isEmpty()).toBe(true);
      expect(open().all()).toEqual([]);
      expect(store.read('match-memory')).toMatchObject({ service: 'path http://b.example' });
    });

    it('keeps its matches for the same service, and takes a file of no known service as its own', () => {
      const { clock, store, open } = setup();
      store.write('match-memory', {
        version: 1,
        matches: [{ match: sketchMatch({ id: 7 }), seenAt: clock.now() }],
      });
      const memory = open();
      memory.useService('path http://a.example');
      memory.useService('path http://a.example');
      expect(memory.all().map((match) => match.id)).toEqual([7]);
      memory.flush();
      expect(store.read('match-memory')).toMatchObject({ service: 'path http://a.example' });
    });

    it('finds a service left before as it was, also after a restart, for the last three left', () => {
      const { clock, open } = setup();
      const services = ['a', 'b', 'c', 'd', 'e'].map((name) => `path http://${name}.example`);
      const first = open();
      services.forEach((service, index) => {
        first.useService(service);
        first.remember([sketchMatch({ id: index + 1, score: [index, 0] })]);
        clock.advance(60_000);
      });
      first.flush();

      const back = open();
      back.useService(services[1]!);
      expect(back.all().map((match) => [match.id, match.homeScore.current])).toEqual([[2, 1]]);
      expect(back.isEmpty()).toBe(false);
      // Left before the last three: nothing kept of it.
      back.useService(services[0]!);
      expect(back.isEmpty()).toBe(true);
      // A week away: its matches would be pruned anyway.
      clock.advance(8 * DAY);
      back.useService(services[4]!);
      expect(back.all()).toEqual([]);
    });

    it('writes nothing for a memory that was never stored', () => {
      const { store, open } = setup();
      const memory = open();
      memory.useService('path http://a.example');
      memory.flush();
      expect(store.writes()).toBe(0);
      expect(memory.isEmpty()).toBe(true);
    });
  });
});
