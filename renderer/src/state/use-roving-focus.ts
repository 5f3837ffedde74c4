// One group of buttons, one Tab stop: the arrow keys (and Home/End) move between the buttons, Tab
// leaves the group. The button that holds the stop is the current choice, or the last one focused.

import { useState, type KeyboardEvent } from 'react';

const STEPS: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

export interface RovingFocus {
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  /** What every button of the group carries: the mark the arrow keys look for and its Tab stop. */
  itemProps(index: number): { 'data-roving': ''; tabIndex: 0 | -1; onFocus: () => void };
}

/** `count` buttons in the group; `current` the index that holds the stop until one is focused. */
export function useRovingFocus(count: number, current: number): RovingFocus {
  const [focused, setFocused] = useState<number | null>(null);
  const stop = Math.min(Math.max(0, focused ?? current), Math.max(0, count - 1));
  return {
    itemProps: (index) => ({
      'data-roving': '',
      tabIndex: index === stop ? 0 : -1,
      onFocus: () => setFocused(index),
    }),
    onKeyDown: (event) => {
      const step = STEPS[event.key];
      if (step === undefined || count === 0) return;
      const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving]')];
      const from = buttons.findIndex((button) => button === document.activeElement);
      const start = from >= 0 ? from : stop;
      const next =
        step === 'first'
          ? 0
          : step === 'last'
            ? buttons.length - 1
            : (start + step + buttons.length) % buttons.length;
      event.preventDefault();
      setFocused(next);
      buttons[next]?.focus();
      buttons[next]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    },
  };
}
