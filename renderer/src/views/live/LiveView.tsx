import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Match } from '../../../../shared/domain';
import { useTranslation } from 'react-i18next';
import { FirstRunCard } from '../../components/FirstRunCard';
import { activeLocale } from '../../i18n/i18n';
import { sportName } from '../../i18n/words';
import { useApp } from '../../state/app-context';
import { switcherCounts } from '../../../../shared/live-rows';
import { useSportCounts } from '../../state/use-sport-counts';
import { buildDayItems } from '../../../../shared/day-rows';
import { DAY_STEPS, localDayRange } from '../../../../shared/day-range';
import { useDaySchedule } from '../../state/use-day-schedule';
import { tickerFor } from '../../state/use-match-clock';
import { useNow } from '../../state/use-now';
import { DayBar, useDayLabel } from './DayBar';
import { LiveList } from './LiveList';
import { SportSwitcher } from './SportSwitcher';
import './LiveView.css';

const FILTER_STORAGE_KEY = 'scoretray.liveSport';
const BLOCKED_STATES = new Set(['unauthorized', 'suspended', 'quota-exhausted']);

function readFilter(): string | null {
  try {
    return window.sessionStorage.getItem(FILTER_STORAGE_KEY);
  } catch {
    return null;
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
    try {
      if (sport) window.sessionStorage.setItem(FILTER_STORAGE_KEY, sport);
      else window.sessionStorage.removeItem(FILTER_STORAGE_KEY);
    } catch {
      // Without session storage the filter is simply not remembered.
    }
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

  // The day shown: today (the engine's), or a step or more before or after it.
  const [dayOffset, setDayOffset] = useState(0);
  useNow(60_000);
  const range = localDayRange(tickerFor(api).now(), dayOffset);
  const dayLabel = useDayLabel(dayOffset, range.from);
  const shownSports = useMemo(() => (filter ? [filter] : watched), [filter, watched]);
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

  const items = useMemo(
    () =>
      buildDayItems(day.matches.values(), {
        followedTeams,
        sportOrder: watched,
        untitled: t('live.otherMatches'),
      }),
    [day.matches, followedTeams, watched, t],
  );
  const openMatch = useCallback(
    (match: Match) => navigate({ name: 'match', sport: match.sport, matchId: match.id }),
    [navigate],
  );

  return (
    <div className="live-view">
      <FirstRunCard />
      <SportSwitcher
        counts={counts}
        total={snapshot.roster.size}
        selected={filter}
        onSelect={selectSport}
      />
      <DayBar offset={dayOffset} label={dayLabel} onStep={stepDay} />
      {day.error && day.loaded && (
        <p className="live-view__error" role="status">
          {t('fansday.day.failed', { day: dayLabel, message: day.error })}
        </p>
      )}
      {!snapshot.loaded || (!day.loaded && shownSports.length > 0) ? (
        <div className="empty" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="empty__title">{t('fansday.day.loadingTitle')}</p>
          <p>{t('fansday.day.loadingText', { day: dayLabel })}</p>
        </div>
      ) : items.length === 0 ? (
        <EmptyLive
          sports={shownSports}
          day={dayLabel}
          blocked={status !== null && BLOCKED_STATES.has(status.state)}
          onSettings={() => navigate({ name: 'settings' })}
        />
      ) : (
        <LiveList
          key={dayOffset}
          items={items}
          snapshot={snapshot}
          matches={day.matches}
          label={t('fansday.day.regionLabel', { day: dayLabel })}
          followedTeams={followedTeams}
          onOpen={openMatch}
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
  const names = new Intl.ListFormat(activeLocale(), { type: 'disjunction' }).format(
    sports.map((sport) => sportName(t, sport)),
  );
  return (
    <div className="empty" role="status">
      <p className="empty__title">{t('fansday.day.nothingTitle')}</p>
      <p>{t('fansday.day.nothingText', { sports: names, day })}</p>
    </div>
  );
}
