import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Match } from '../../../../shared/domain';
import type { LiveItem } from '../../../../shared/live-rows';
import type { LiveSnapshot } from '../../state/live-store';
import { sportName } from '../../i18n/words';
import { LiveRow } from './LiveRow';
import './LiveList.css';

const ITEM_HEIGHT: Record<LiveItem['type'], number> = {
  section: 34,
  sport: 40,
  tournament: 26,
  match: 50,
};
/** What takes the keyboard in a list item: a match's row or a sport's heading. */
const STOP_SELECTOR = '.live-row, .day-sport__toggle';

interface LiveListProps {
  items: LiveItem[];
  snapshot: LiveSnapshot;
  /** The matches the items name (the day's); the live store's when not given. */
  matches?: ReadonlyMap<string, Match>;
  /** The list's accessible name. */
  label?: string;
  followedTeams: ReadonlySet<string>;
  onOpen: (match: Match) => void;
  /** A match row to focus on arrival (coming back from its detail). */
  focusMatch?: string;
  /** Opens or closes a sport's part of a list of several sports. */
  onToggleSport?: (sport: string) => void;
  /** Why a sport's day could not be loaded, by sport. */
  sportErrors?: ReadonlyMap<string, string>;
}

/**
 * The virtualised list: only the rows in view exist in the page, so a thousand live matches scroll
 * as smoothly as ten. One row at a time is in the tab order; the arrow keys move between rows.
 */
export function LiveList({
  items,
  snapshot,
  matches = snapshot.matches,
  label,
  followedTeams,
  onOpen,
  focusMatch,
  onToggleSport,
  sportErrors,
}: LiveListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const [activeKey, setActiveKey] = useState<string | null>(
    () => items.find((item) => item.type === 'match' && item.matchKey === focusMatch)?.key ?? null,
  );
  /**
   * The item whose row should take the focus as soon as it is rendered. Back from a match that has
   * ended meanwhile (its row is gone), the first row takes it, so the keyboard is never dropped.
   */
  const arrivalOffset = useRef(activeKey ? Math.max(0, offsetOf(items, activeKey) - 120) : 0);
  const pendingFocus = useRef<string | null>(
    focusMatch === undefined
      ? null
      : (activeKey ?? items.find((item) => item.type === 'match')?.key ?? null),
  );

  // The virtualiser hands out fresh functions each render; this component is not compiled by the
  // React Compiler, so the lint's memoisation warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => ITEM_HEIGHT[items[index]?.type ?? 'match'],
    getItemKey: (index) => items[index]?.key ?? index,
    overscan: 8,
    initialOffset: () => arrivalOffset.current,
  });

  // Coming back from a match's detail, the list opens scrolled to that match's row (the heights
  // are fixed, so its place is known before anything is measured).
  useLayoutEffect(() => {
    if (scrollRef.current && arrivalOffset.current > 0) {
      scrollRef.current.scrollTop = arrivalOffset.current;
    }
  }, []);

  // The rows and the sports' headings: the arrow keys walk through both.
  const matchIndexes = items.flatMap((item, index) =>
    item.type === 'match' || item.type === 'sport' ? [index] : [],
  );
  const activeIndex = items.findIndex((item) => item.key === activeKey);
  // Until the keyboard has been somewhere, the tab stop is the first match, not a sport's heading.
  const firstRow = items.findIndex((item) => item.type === 'match');
  const tabStop = matchIndexes.includes(activeIndex)
    ? activeIndex
    : firstRow !== -1
      ? firstRow
      : (matchIndexes[0] ?? -1);

  const rowOf = (key: string): HTMLElement | null =>
    scrollRef.current?.querySelector<HTMLElement>(
      `[data-key="${CSS.escape(key)}"] :is(${STOP_SELECTOR})`,
    ) ?? null;

  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    const element = rowOf(key);
    if (!element) return;
    pendingFocus.current = null;
    // Never pull the focus away from where the user has since put it.
    const current = document.activeElement;
    if (current === null || current === document.body || scrollRef.current?.contains(current)) {
      element.focus({ preventScroll: true });
    }
  });

  const moveTo = (index: number): void => {
    const item = items[index];
    if (!item) return;
    setActiveKey(item.key);
    virtualizer.scrollToIndex(index, { align: 'auto' });
    const element = rowOf(item.key);
    if (element) element.focus({ preventScroll: true });
    else pendingFocus.current = item.key;
  };

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
    const inView = virtualItems.filter((virtualItem) => virtualItem.start >= top);
    const first =
      inView.find((virtualItem) => items[virtualItem.index]?.type === 'match') ??
      inView.find((virtualItem) => matchIndexes.includes(virtualItem.index));
    if (first) moveTo(first.index);
  };

  return (
    <div
      ref={scrollRef}
      className="live-list scroll"
      role="region"
      aria-label={label ?? t('live.regionLabel')}
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
              data-key={item.key}
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
          <span>{t(item.labelKey)}</span>
          <span className="live-list__section-count">{item.count}</span>
        </h2>
      );
    }
    if (item.type === 'sport') {
      return (
        <h2 className="day-sport" data-sport={item.sport}>
          <button
            type="button"
            className="day-sport__toggle"
            aria-expanded={item.open}
            tabIndex={index === tabStop ? 0 : -1}
            onClick={() => onToggleSport?.(item.sport)}
            onFocus={() => setActiveKey(item.key)}
          >
            <span className="day-sport__chevron" aria-hidden="true" />
            <span className="day-sport__name">{sportName(t, item.sport)}</span>
            {item.live > 0 && (
              <span className="day-sport__live">
                {t('fansday.day.sportLive', { count: item.live })}
              </span>
            )}
            {item.open && item.state === 'loaded' && (
              <span className="day-sport__count">
                {t('fansday.day.sportMatches', { count: item.count })}
              </span>
            )}
            {item.open && item.state === 'loading' && (
              <span className="day-sport__note">{t('fansday.day.sportLoading')}</span>
            )}
            {item.open && item.state === 'failed' && (
              <span className="day-sport__note" data-failed title={sportErrors?.get(item.sport)}>
                {t('fansday.day.sportFailed')}
              </span>
            )}
          </button>
        </h2>
      );
    }
    if (item.type === 'tournament') {
      return (
        <h3 className="live-list__tournament">
          {item.sport ? `${sportName(t, item.sport)} · ${item.title}` : item.title}
        </h3>
      );
    }
    const match = snapshot.matches.get(item.matchKey) ?? matches.get(item.matchKey);
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

/** Where an item starts in the list (every kind of item has a fixed height). */
function offsetOf(items: readonly LiveItem[], key: string | null): number {
  let offset = 0;
  for (const item of items) {
    if (item.key === key) return offset;
    offset += ITEM_HEIGHT[item.type];
  }
  return 0;
}
