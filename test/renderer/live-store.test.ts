import { describe, expect, it } from 'vitest';
import { FLASH_MS, LiveStore, type StoreTimers } from '../../renderer/src/state/live-store';
import { matchWith, side } from '../fixtures/match-builders';

/** Timers the test moves by hand; scheduled notifications run when flushed. */
class ManualTimers implements StoreTimers {
  time = 1_000_000;
  private timers: { at: number; callback: () => void; id: number }[] = [];
  private scheduled: (() => void)[] = [];
  private nextId = 1;
  now = (): number => this.time;
  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.timers.push({ at: this.time + ms, callback, id });
    return id;
  };
  clearTimeout = (handle: unknown): void => {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  };
  schedule = (callback: () => void): void => {
    this.scheduled.push(callback);
  };
  flush(): void {
    for (const callback of this.scheduled.splice(0)) callback();
  }
  advance(ms: number): void {
    this.time += ms;
    const due = this.timers.filter((timer) => timer.at <= this.time);
    this.timers = this.timers.filter((timer) => timer.at > this.time);
    for (const timer of due) timer.callback();
  }
}

function setup() {
  const timers = new ManualTimers();
  const store = new LiveStore(timers);
  let notified = 0;
  store.subscribe(() => {
    notified += 1;
  });
  return { timers, store, notified: () => notified };
}

describe('LiveStore', () => {
  it('starts not loaded, then holds the snapshot it is given without flashing anything', () => {
    const { store, timers } = setup();
    expect(store.getSnapshot().loaded).toBe(false);
    store.replaceAll([matchWith({ id: 1 }), matchWith({ id: 2 })]);
    timers.flush();
    const snapshot = store.getSnapshot();
    expect(snapshot.loaded).toBe(true);
    expect([...snapshot.matches.keys()]).toEqual(['football:1', 'football:2']);
    expect(snapshot.flashes.size).toBe(0);
  });

  it('flashes the side that scored, and only for a while', () => {
    const { store, timers } = setup();
    store.replaceAll([matchWith({ id: 1 })]);
    const scored = matchWith({ id: 1, awayScore: side(1) });
    store.apply([{ kind: 'score', match: scored, previous: { home: 0, away: 0 } }]);
    expect(store.getSnapshot().flashes.get('football:1')).toBe('away');
    expect(store.getSnapshot().matches.get('football:1')).toBe(scored);

    timers.advance(FLASH_MS - 1);
    expect(store.getSnapshot().flashes.get('football:1')).toBe('away');
    timers.advance(1);
    expect(store.getSnapshot().flashes.has('football:1')).toBe(false);
  });

  it('flashes a cancelled goal too, and both sides when both changed', () => {
    const { store } = setup();
    store.replaceAll([matchWith({ id: 1, homeScore: side(2), awayScore: side(1) })]);
    store.apply([
      {
        kind: 'score',
        match: matchWith({ id: 1, homeScore: side(1), awayScore: side(2) }),
        previous: { home: 2, away: 1 },
      },
    ]);
    expect(store.getSnapshot().flashes.get('football:1')).toBe('both');
  });

  it('keeps the row layout (roster) when only scores change, and renews it when matches come or go', () => {
    const { store } = setup();
    store.replaceAll([matchWith({ id: 1 })]);
    const roster = store.getSnapshot().roster;
    store.apply([
      {
        kind: 'score',
        match: matchWith({ id: 1, homeScore: side(1) }),
        previous: { home: 0, away: 0 },
      },
    ]);
    expect(store.getSnapshot().roster).toBe(roster);

    store.apply([{ kind: 'appeared', match: matchWith({ id: 2 }) }]);
    const grown = store.getSnapshot().roster;
    expect(grown).not.toBe(roster);
    expect(grown.size).toBe(2);

    store.apply([{ kind: 'removed', sport: 'football', matchId: 1, last: matchWith({ id: 1 }) }]);
    expect([...store.getSnapshot().roster.keys()]).toEqual(['football:2']);
  });

  it('renews the roster when a match changes phase (its row moves to another section)', () => {
    const { store } = setup();
    store.replaceAll([matchWith({ id: 1 })]);
    const roster = store.getSnapshot().roster;
    const ended = matchWith({ id: 1, status: { phase: 'finished', text: 'Ended', code: 100 } });
    store.apply([
      { kind: 'status', match: ended, previousPhase: 'live', previousText: '2nd half' },
    ]);
    const renewed = store.getSnapshot().roster;
    expect(renewed).not.toBe(roster);
    expect(renewed.get('football:1')?.status.phase).toBe('finished');
  });

  it('tells its listeners once per scheduled tick, however many batches arrived', () => {
    const { store, timers, notified } = setup();
    store.replaceAll([matchWith({ id: 1 })]);
    for (let goal = 1; goal <= 50; goal += 1) {
      store.apply([
        {
          kind: 'score',
          match: matchWith({ id: 1, homeScore: side(goal) }),
          previous: { home: goal - 1, away: 0 },
        },
      ]);
    }
    expect(notified()).toBe(0);
    timers.flush();
    expect(notified()).toBe(1);
    expect(store.getSnapshot().matches.get('football:1')?.homeScore.current).toBe(50);
  });

  it('takes a status change of a match it did not know as that match arriving', () => {
    const { store } = setup();
    store.replaceAll([]);
    store.apply([
      {
        kind: 'status',
        match: matchWith({ id: 7 }),
        previousPhase: 'scheduled',
        previousText: 'Not started',
      },
    ]);
    expect(store.getSnapshot().roster.has('football:7')).toBe(true);
  });
});
