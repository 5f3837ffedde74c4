import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Match } from '../../../../shared/domain';
import { useTranslation } from 'react-i18next';
import { FirstRunCard } from '../../components/FirstRunCard';
import { activeLocale } from '../../i18n/i18n';
import { sportName } from '../../i18n/words';
import { useApp } from '../../state/app-context';
import { switcherCounts } from '../../../../shared/live-rows';
import { useSportCounts } from '../../state/use-sport-counts';
import { buildDayList, type DaySport } from '../../../../shared/day-rows';
import { DAY_STEPS, localDayRange } from '../../../../shared/day-range';
import { useDaySchedule } from '../../state/use-day-schedule';
import { tickerFor } from '../../state/use-match-clock';
import { useNow } from '../../state/use-now';
import { DayBar, useDayLabel } from './DayBar';
import { LiveList } from './LiveList';
import { SportSwitcher } from './SportSwitcher';
import './LiveView.css';

const FILTER_STORAGE_KEY = 'scoretray.liveSport';
/** The day shown (steps from today), kept while the window lives: Back from a match lands on it. */
const DAY_STORAGE_KEY = 'scoretray.liveDay';
/** Sports opened or closed in the day list of every sport, against their default. */
const OPEN_STORAGE_KEY = 'scoretray.liveOpen';
const BLOCKED_STATES = new Set(['unauthorized', 'suspended', 'quota-exhausted']);

function readFilter(): string | null {
  return readSession(FILTER_STORAGE_KEY);
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Without session storage the choice is simply not remembered.
  }
}

function readDayOffset(): number {
  const offset = Number(readSession(DAY_STORAGE_KEY) ?? 0);
  return Number.isInteger(offset) ? Math.min(DAY_STEPS.max, Math.max(DAY_STEPS.min, offset)) : 0;
}

function readOpen(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(readSession(OPEN_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

export function LiveView() {
  const { api, live, settings, status, followedTeams, navigate, view, browseSport } = useApp();
  const focusMatch = view.name === 'live' ? view.focusMatch : undefined;
  const snapshot = useSyncExternalStore(live.subscribe, live.getSnapshot);
  const { t } = useTranslation();
  const [filter, setFilter] = useState<string | null>(readFilter);
  const watched = useMemo(() => settings?.watchedSports ?? [], [settings]);

  const selectSport = useCallback((sport: string | null) => {
    setFilter(sport);
    writeSession(FILTER_STORAGE_KEY, sport);
  }, []);

  // A sport picked beyond the watched ones is read while the live view shows it.
  useEffect(() => {
    browseSport(filter !== null && !watched.includes(filter) ? filter : null);
    return () => browseSport(null);
  }, [browseSport, filter, watched]);

  const engineCounts = useSportCounts(api, snapshot.roster);
  const counts = useMemo(
    () => switcherCounts(snapshot.roster.values(), watched, engineCounts),
    [snapshot.roster, watched, engineCounts],
  );

  // "All" is every sport with something on: the watched ones, and any other while it has a match
  // live. Those others start closed, so their days are asked for only when opened.
  const [opened, setOpened] = useState<Record<string, boolean>>(readOpen);
  const allSports = useMemo(
    () => counts.filter(({ sport, count }) => count > 0 || watched.includes(sport)),
    [counts, watched],
  );
  // Open by default: the watched sports, and any whose live matches the engine reads anyway (a
  // sport looked at elsewhere in the window).
  const readSports = useMemo(
    () => new Set([...watched, ...[...snapshot.roster.values()].map((match) => match.sport)]),
    [watched, snapshot.roster],
  );
  const isOpen = useCallback(
    (sport: string) => opened[sport] ?? readSports.has(sport),
    [opened, readSports],
  );
  const toggleSport = useCallback(
    (sport: string) =>
      setOpened((before) => {
        const next = { ...before, [sport]: !(before[sport] ?? readSports.has(sport)) };
        writeSession(OPEN_STORAGE_KEY, JSON.stringify(next));
        return next;
      }),
    [readSports],
  );

  // The day shown: today (the engine's), or a step or more before or after it.
  const [dayOffset, setDayOffset] = useState(readDayOffset);
  useEffect(() => writeSession(DAY_STORAGE_KEY, String(dayOffset)), [dayOffset]);
  useNow(60_000);
  const range = localDayRange(tickerFor(api).now(), dayOffset);
  const dayLabel = useDayLabel(dayOffset, range.from);
  const shownSports = useMemo(
    () =>
      filter ? [filter] : allSports.map(({ sport }) => sport).filter((sport) => isOpen(sport)),
    [filter, allSports, isOpen],
  );
  const day = useDaySchedule(
    api,
    shownSports,
    range,
    // The roster, not the matches: the layout is rebuilt when matches come, go or change phase,
    // not on every score; the rows read the live store's current matches first (LiveList).
    snapshot.roster,
    dayOffset !== 0 ? false : filter ? 'shown' : 'all',
  );
  const stepDay = useCallback(
    (step: number) =>
      setDayOffset((offset) => Math.min(DAY_STEPS.max, Math.max(DAY_STEPS.min, offset + step))),
    [],
  );
  // Alt+Left and Alt+Right change the day from anywhere in the Live view.
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      stepDay(event.key === 'ArrowLeft' ? -1 : 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [stepDay]);

  const daySports = useMemo<DaySport[]>(
    () =>
      filter
        ? [{ sport: filter, live: 0, open: true, state: day.states.get(filter) ?? 'loading' }]
        : allSports.map(({ sport, count }) => ({
            sport,
            live: count,
            open: isOpen(sport),
            // A closed sport's day is not asked for: its heading counts the switcher's live.
            state: day.states.get(sport) ?? 'loading',
          })),
    [filter, allSports, isOpen, day.states],
  );
  const items = useMemo(
    () =>
      buildDayList(day.matches.values(), {
        followedTeams,
        sportOrder: watched,
        untitled: t('live.otherMatches'),
        sports: daySports,
      }),
    [day.matches, followedTeams, watched, t, daySports],
  );
  // Nothing to list and nothing to open: the day is empty, said in words rather than as headings.
  const nothingOn =
    !items.some((item) => item.type === 'match') &&
    daySports.every((entry) => (entry.open ? entry.state === 'loaded' : entry.live === 0));
  const failed = shownSports.filter((sport) => day.states.get(sport) === 'failed');
  // Every shown sport failed and nothing at all to list: say so, never "no matches scheduled".
  const nothingLoaded = failed.length > 0 && failed.length === shownSports.length;
  const openMatch = useCallback(
    (match: Match) => navigate({ name: 'match', sport: match.sport, matchId: match.id }),
    [navigate],
  );

  return (
    <div className="live-view">
      <FirstRunCard />
      <SportSwitcher
        counts={counts}
        total={counts.reduce((sum, { count }) => sum + count, 0)}
        selected={filter}
        onSelect={selectSport}
      />
      <DayBar offset={dayOffset} label={dayLabel} onStep={stepDay} />
      {(!snapshot.loaded || !day.loaded) && status?.state === 'offline' ? (
        <div className="empty" role="status">
          <p className="empty__title">{t('fansday.day.offlineTitle')}</p>
          <p>{t('fansday.day.offlineText', { day: dayLabel })}</p>
        </div>
      ) : !snapshot.loaded || !day.loaded ? (
        <div className="empty" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="empty__title">{t('fansday.day.loadingTitle')}</p>
          <p>{t('fansday.day.loadingText', { day: dayLabel })}</p>
        </div>
      ) : nothingLoaded && items.length === 0 ? (
        <div className="empty" role="status">
          <p className="empty__title">{t('fansday.day.failedTitle')}</p>
          <p>
            {t('fansday.day.failedText', {
              sports: sportList(t, failed, 'conjunction'),
              day: dayLabel,
              message: day.errors.get(failed[0] ?? '') ?? '',
            })}
          </p>
        </div>
      ) : nothingOn ? (
        <EmptyLive
          sports={shownSports}
          day={dayLabel}
          blocked={status !== null && BLOCKED_STATES.has(status.state)}
          onSettings={() => navigate({ name: 'settings' })}
        />
      ) : (
        <LiveList
          // Another day or another sport is another list: it opens at its top, not at the place
          // the last one was scrolled to.
          key={`${dayOffset}|${filter ?? ''}`}
          items={items}
          snapshot={snapshot}
          matches={day.matches}
          label={t('fansday.day.regionLabel', { day: dayLabel })}
          followedTeams={followedTeams}
          onOpen={openMatch}
          onToggleSport={toggleSport}
          sportErrors={day.errors}
          focusMatch={focusMatch}
        />
      )}
    </div>
  );
}

function EmptyLive({
  sports,
  day,
  blocked,
  onSettings,
}: {
  sports: readonly string[];
  day: string;
  blocked: boolean;
  onSettings: () => void;
}) {
  const { t } = useTranslation();
  if (blocked) {
    return (
      <div className="empty" role="status">
        <p className="empty__title">{t('live.blockedTitle')}</p>
        <p>{t('live.blockedText')}</p>
      </div>
    );
  }
  if (sports.length === 0) {
    return (
      <div className="empty" role="status">
        <p className="empty__title">{t('live.noSportsTitle')}</p>
        <p>{t('live.noSportsText')}</p>
        <button type="button" className="btn" onClick={onSettings}>
          {t('live.chooseSports')}
        </button>
      </div>
    );
  }
  const names = sportList(t, sports, 'disjunction');
  return (
    <div className="empty" role="status">
      <p className="empty__title">{t('fansday.day.nothingTitle')}</p>
      <p>{t('fansday.day.nothingText', { sports: names, day })}</p>
    </div>
  );
}

function sportList(
  t: ReturnType<typeof useTranslation>['t'],
  sports: readonly string[],
  type: 'conjunction' | 'disjunction',
): string {
  return new Intl.ListFormat(activeLocale(), { type }).format(
    sports.map((sport) => sportName(t, sport)),
  );
}
