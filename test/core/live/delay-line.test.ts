import { describe, expect, it } from 'vitest';
import { createDelayLine } from '../../../electron/core/live/delay-line';
import { ManualClock } from '../../fixtures/manual-clock';

function line(delayMs: number) {
  const clock = new ManualClock();
  const out: string[] = [];
  const delay = createDelayLine<string>({ clock, delayMs, deliver: (item) => out.push(item) });
  return { clock, out, delay };
}

describe('spoiler delay line', () => {
  it('passes items straight through when there is no delay', () => {
    const { out, delay } = line(0);
    delay.push('1-0');
    expect(out).toEqual(['1-0']);
  });

  it('holds items back by the delay and keeps their order', () => {
    const { clock, out, delay } = line(30_000);
    delay.push('1-0');
    clock.advance(10_000);
    delay.push('2-0');
    clock.advance(19_999);
    expect(out).toEqual([]);
    clock.advance(1);
    expect(out).toEqual(['1-0']);
    clock.advance(10_000);
    expect(out).toEqual(['1-0', '2-0']);
  });

  it('applies a shorter delay to what is already queued', () => {
    const { clock, out, delay } = line(60_000);
    delay.push('1-0');
    clock.advance(20_000);
    delay.setDelay(10_000);
    expect(out).toEqual(['1-0']);
  });

  it('keeps order when the delay drops to zero with items queued', () => {
    const { clock, out, delay } = line(60_000);
    delay.push('a');
    clock.advance(1_000);
    delay.setDelay(0);
    delay.push('b');
    expect(out).toEqual(['a', 'b']);
  });

  it('delivers everything on flush, so stopping loses nothing', () => {
    const { out, delay } = line(60_000);
    delay.push('a');
    delay.push('b');
    delay.flush();
    expect(out).toEqual(['a', 'b']);
    expect(delay.pending()).toBe(0);
  });
});
