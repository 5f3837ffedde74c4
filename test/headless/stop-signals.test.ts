import { describe, expect, it } from 'vitest';
import { SAME_STOP_MS, StopSignals } from '../../electron/headless/stop-signals';

describe('stop signals', () => {
  it('the first signal stops; a second one later ends at once', () => {
    const signals = new StopSignals();
    expect(signals.heard(1_000)).toBe('stop');
    expect(signals.heard(1_000 + SAME_STOP_MS + 1)).toBe('end-now');
  });

  it('a copy of the first arriving within moments (the whole group, a parent handing it on) is the same stop', () => {
    const signals = new StopSignals();
    expect(signals.heard(1_000)).toBe('stop');
    expect(signals.heard(1_030)).toBe('same-stop');
    expect(signals.heard(1_000 + SAME_STOP_MS)).toBe('same-stop');
  });
});
