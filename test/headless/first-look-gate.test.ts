// The looks asked on the command line run after the first look only: never after a failed start
// (whose error is told once) and never once the run was stopped.

import { describe, expect, it } from 'vitest';
import { FirstLookGate } from '../../electron/headless/first-look-gate';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('FirstLookGate', () => {
  it('runs the looks once the start has had its first look', async () => {
    const gate = new FirstLookGate(Promise.resolve(), () => undefined);
    const looks: string[] = [];
    await Promise.all([
      gate.after(() => void looks.push('table')),
      gate.after(() => void looks.push('day')),
    ]);
    expect(looks).toEqual(['table', 'day']);
  });

  it('runs no look after a failed start, and tells its error once', async () => {
    const failures: unknown[] = [];
    const gate = new FirstLookGate(Promise.reject(new Error('no access')), (error) =>
      failures.push(error),
    );
    const looks: string[] = [];
    await gate.after(() => void looks.push('table'));
    await gate.after(() => void looks.push('watchlist'));
    await gate.settled();
    expect(looks).toEqual([]);
    expect(failures.map(String)).toEqual(['Error: no access']);
  });

  it('runs no look once stopped, even when the start finishes afterwards', async () => {
    const start = deferred();
    const gate = new FirstLookGate(start.promise, () => undefined);
    const looks: string[] = [];
    const table = gate.after(() => void looks.push('table'));
    gate.stop();
    start.resolve();
    await table;
    await gate.after(() => void looks.push('day'));
    expect(looks).toEqual([]);
  });

  it('says nothing of a start that fails because the run was stopped', async () => {
    const start = deferred();
    const failures: unknown[] = [];
    const gate = new FirstLookGate(start.promise, (error) => failures.push(error));
    gate.stop();
    start.reject(new Error('The engine stopped'));
    await gate.settled();
    expect(failures).toEqual([]);
  });

  it("gives a look's answer after the first look, and none after a failed start", async () => {
    const ran = new FirstLookGate(Promise.resolve(), () => undefined);
    expect(await ran.after(() => 'calendar written')).toBe('calendar written');
    const failed = new FirstLookGate(Promise.reject(new Error('no access')), () => undefined);
    expect(await failed.after(() => 'calendar written')).toBeUndefined();
  });
});
