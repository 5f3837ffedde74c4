// One WAI-ARIA tab list, for the view tabs and the match page's tabs alike: the selected tab holds
// the one Tab stop; the arrow keys move to the next tab and open it (wrapping), Home and End open
// the first and the last.

import { useRef, type KeyboardEvent } from 'react';

function targetOf(key: string, selected: number, count: number): number | null {
  if (key === 'ArrowRight') return (selected + 1) % count;
  if (key === 'ArrowLeft') return (selected - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** `count` tabs, `selected` the open one's index; `select` opens another. */
export function useTabList(count: number, selected: number, select: (index: number) => void) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  return {
    onKeyDown: (event: KeyboardEvent<HTMLElement>): void => {
      const target = count === 0 ? null : targetOf(event.key, selected, count);
      if (target === null) return;
      event.preventDefault();
      select(target);
      buttons.current[target]?.focus();
    },
    /** What every tab button carries: its place in the list, its role and its Tab stop. */
    tabProps: (index: number) => ({
      ref: (element: HTMLButtonElement | null) => {
        buttons.current[index] = element;
      },
      type: 'button' as const,
      role: 'tab',
      'aria-selected': index === selected,
      tabIndex: index === selected ? 0 : -1,
    }),
  };
}
