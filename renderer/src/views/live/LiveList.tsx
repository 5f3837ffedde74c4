import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Match } from '../../../../shared/domain';
import type { LiveItem } from '../../state/live-rows';
import type { LiveSnapshot } from '../../state/live-store';
import { LiveRow } from './LiveRow';
import './LiveList.css';

const ITEM_HEIGHT: Record<LiveItem['type'], number> = { section: 34, tournament: 26, match: 50 };

interface LiveListProps {
  items: LiveItem[];
  snapshot: LiveSnapshot;
  followedTeams: ReadonlySet<string>;
  onOpen: (match: Match) => void;
  /** A match row to focus on arrival (coming back from its detail). */
  focusMatch?: string;
}

/**
 * The virtualised list: only the rows in view exist in the page, so a thousand live matches scroll
 * as smoothly as ten. One row at a time is in the tab order; the arrow keys move between rows.
 */
export function LiveList({ items, snapshot, followedTeams, onOpen, focusMatch }: LiveListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [activeKey, setActiveKey] = useState<string | null>(
    () => items.find((item) => item.type === 'match' && item.matchKey === focusMatch)?.key ?? null,
  );
  const focusPending = useRef(activeKey !== null);

  // The virtualiser hands out fresh functions each render; this component is not compiled by the
  // React Compiler, so the lint's memoisation warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ITEM_HEIGHT[items[index]?.type ?? 'match'],
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 8,
  });

  const matchIndexes = items.flatMap((item, index) => (item.type === 'match' ? [index] : []));
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );
  const tabStop = items[activeIndex]?.type === 'match' ? activeIndex : (matchIndexes[0] ?? -1);

  // Coming back from a match's detail: bring its row into view; the effect below then focuses it.
  const arrivalIndex = useRef(focusPending.current ? tabStop : -1);
  useEffect(() => {
    if (arrivalIndex.current >= 0)
      virtualizer.scrollToIndex(arrivalIndex.current, { align: 'center' });
  }, [virtualizer]);

  useEffect(() => {
    if (!focusPending.current) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(
      `[data-index="${tabStop}"] .live-row`,
    );
    if (element) {
      focusPending.current = false;
      element.focus({ preventScroll: true });
    }
  });

  const moveTo = useCallback(
    (index: number) => {
      const item = items[index];
      if (!item) return;
      focusPending.current = true;
      setActiveKey(item.key);
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [items, virtualizer],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const position = matchIndexes.indexOf(tabStop);
    const pageSize = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / 50) - 1);
    const targets: Record<string, number | undefined> = {
      ArrowDown: matchIndexes[Math.min(matchIndexes.length - 1, position + 1)],
      ArrowUp: matchIndexes[Math.max(0, position - 1)],
      PageDown: matchIndexes[Math.min(matchIndexes.length - 1, position + pageSize)],
      PageUp: matchIndexes[Math.max(0, position - pageSize)],
      Home: matchIndexes[0],
      End: matchIndexes[matchIndexes.length - 1],
    };
    if (!(event.key in targets)) return;
    const target = targets[event.key];
    event.preventDefault();
    if (target !== undefined) moveTo(target);
  };

  const virtualItems = virtualizer.getVirtualItems();
  // Scrolled away from the row that holds the tab stop, the list itself takes Tab and hands the
  // focus to the first row in view, so the keyboard never skips the list.
  const tabStopInView = virtualItems.some((virtualItem) => virtualItem.index === tabStop);
  const focusFirstInView = (): void => {
    const top = virtualizer.scrollOffset ?? 0;
    const first = virtualItems.find(
      (virtualItem) => virtualItem.start >= top && items[virtualItem.index]?.type === 'match',
    );
    if (first) moveTo(first.index);
  };

  return (
    <div
      ref={scrollRef}
      className="live-list scroll"
      role="region"
      aria-label="Live matches"
      tabIndex={tabStopInView ? -1 : 0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && !tabStopInView) focusFirstInView();
      }}
    >
      <div className="live-list__inner" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((virtualItem) => {
          const item = items[virtualItem.index];
          if (!item) return null;
          return (
            <div
              key={virtualItem.key}
              data-index={virtualItem.index}
              className="live-list__item"
              style={{ transform: `translateY(${virtualItem.start}px)`, height: virtualItem.size }}
            >
              {renderItem(item, virtualItem.index)}
            </div>
          );
        })}
      </div>
    </div>
  );

  function renderItem(item: LiveItem, index: number) {
    if (item.type === 'section') {
      return (
        <h2 className="live-list__section">
          <span>{item.title}</span>
          <span className="live-list__section-count">{item.count}</span>
        </h2>
      );
    }
    if (item.type === 'tournament') {
      return <h3 className="live-list__tournament">{item.title}</h3>;
    }
    const match = snapshot.matches.get(item.matchKey);
    if (!match) return null;
    return (
      <LiveRow
        match={match}
        flash={snapshot.flashes.get(item.matchKey)}
        followed={item.followed}
        followedTeams={followedTeams}
        tabIndex={index === tabStop ? 0 : -1}
        itemKey={item.key}
        onOpen={onOpen}
        onFocusItem={setActiveKey}
      />
    );
  }
}
