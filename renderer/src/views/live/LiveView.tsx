import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Match } from '../../../../shared/domain';
import { useTranslation } from 'react-i18next';
import { FirstRunCard } from '../../components/FirstRunCard';
import { activeLocale } from '../../i18n/i18n';
import { sportName } from '../../i18n/words';
import { useApp } from '../../state/app-context';
import { buildLiveItems, switcherCounts } from '../../state/live-rows';
import { useSportCounts } from '../../state/use-sport-counts';
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
  const items = useMemo(
    () =>
      buildLiveItems(snapshot.roster.values(), {
        followedTeams,
        sport: filter,
        sportOrder: watched,
        untitled: t('live.otherMatches'),
      }),
    [snapshot.roster, followedTeams, filter, watched, t],
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
      {!snapshot.loaded ? (
        <div className="empty" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="empty__title">{t('live.loadingTitle')}</p>
          <p>{t('live.loadingText')}</p>
        </div>
      ) : items.length === 0 ? (
        <EmptyLive
          sports={filter ? [filter] : watched}
          blocked={status !== null && BLOCKED_STATES.has(status.state)}
          onSettings={() => navigate({ name: 'settings' })}
        />
      ) : (
        <LiveList
          items={items}
          snapshot={snapshot}
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
  blocked,
  onSettings,
}: {
  sports: string[];
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
      <p className="empty__title">{t('live.nothingTitle')}</p>
      <p>{t('live.nothingText', { sports: names })}</p>
    </div>
  );
}
