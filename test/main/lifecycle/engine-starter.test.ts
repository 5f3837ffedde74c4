import { describe, expect, it } from 'vitest';
import { startEngineWithRetry } from '../../../electron/main/lifecycle/engine-starter';
import { ManualClock, settle } from '../../fixtures/manual-clock';
import { FakeEngine } from '../fake-engine';

describe('engine starter', () => {
  it('keeps trying with growing pauses until the engine starts, telling about each failure', async () => {
    const engine = new FakeEngine();
    engine.failingStarts = 3;
    const clock = new ManualClock();
    const failures: number[] = [];
    let started = 0;
    const starter = startEngineWithRetry({
      engine,
      clock,
      baseDelayMs: 1000,
      onFailure: (_error, attempt) => failures.push(attempt),
      onStarted: () => (started += 1),
    });
    await starter.firstAttempt;
    expect(failures).toEqual([1]);
    await clock.advanceAsync(999);
    expect(engine.startAttempts).toBe(1);
    await clock.advanceAsync(1);
    await settle();
    expect(engine.startAttempts).toBe(2);
    await clock.advanceAsync(2000);
    await settle();
    await clock.advanceAsync(4000);
    await settle();
    expect(failures).toEqual([1, 2, 3]);
    expect(started).toBe(1);
    expect(engine.started).toBe(true);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('starts the engine once what it needs is ready, and not at all when cancelled meanwhile', async () => {
    const engine = new FakeEngine();
    let ready: () => void = () => undefined;
    const starter = startEngineWithRetry({
      engine,
      clock: new ManualClock(),
      beforeStart: () => new Promise<void>((resolve) => (ready = resolve)),
      onFailure: () => undefined,
    });
    await settle();
    expect(engine.startAttempts).toBe(0);
    starter.cancel();
    ready();
    await starter.firstAttempt;
    expect(engine.startAttempts).toBe(0);
  });

  it('stops trying once cancelled', async () => {
    const engine = new FakeEngine();
    engine.failingStarts = 5;
    const clock = new ManualClock();
    const starter = startEngineWithRetry({
      engine,
      clock,
      baseDelayMs: 1000,
      onFailure: () => undefined,
    });
    await starter.firstAttempt;
    starter.cancel();
    await clock.advanceAsync(60_000);
    expect(engine.startAttempts).toBe(1);
  });
});
