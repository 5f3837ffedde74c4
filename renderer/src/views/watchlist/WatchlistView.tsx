import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../bridge';
import { useApp } from '../../state/app-context';
import { isFollowedMatch } from '../../../../shared/live-rows';
import { mergeWatchlist } from '../../state/watchlist-merge';
import type { WatchlistEntry } from '../../../../shared/watchlist';
import { CompetitionFollowButton } from '../../components/CompetitionFollowButton';
import type { TeamOverview } from '../../../../shared/fansday';
import { CalendarExport } from './CalendarExport';
import { WatchlistItem } from './WatchlistItem';
import { useMounted } from '../../state/use-mounted';
import './WatchlistView.css';
import { request } from '../../state/request';

/** The watchlist asks the service for next matches: refresh it at most this often. */
const REFRESH_MIN_MS = 10_000;

export function WatchlistView() {
  const { api, settings, live, followedTeams, navigate, view } = useApp();
  const focusMatch = view.name === 'watchlist' ? view.focusMatch : undefined;
  const listRef = useRef<HTMLUListElement>(null);
  const focusPending = useRef(focusMatch !== undefined);
  const snapshot = useSyncExternalStore(live.subscribe, live.getSnapshot);
  const { t } = useTranslation();
  const [reported, setReported] = useState<WatchlistEntry[]>([]);
  const [overviews, setOverviews] = useState<TeamOverview[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lastFetch = useRef(0);
  const mounted = useMounted();

  // A followed match that changed, or a change of follows, is worth asking again (throttled).
  const followedLiveVersion = useMemo(() => {
    let version = '';
    for (const match of snapshot.matches.values()) {
      if (isFollowedMatch(match, followedTeams)) version += `${match.id}:${match.status.phase};`;
    }
    return version;
  }, [snapshot.matches, followedTeams]);

  useEffect(() => {
    const wait = Math.max(0, lastFetch.current + REFRESH_MIN_MS - Date.now());
    const timer = window.setTimeout(() => {
      lastFetch.current = Date.now();
      request(api, 'watchlist:get')
        .then((entries) => {
          if (!mounted.current) return;
          setReported(entries);
          setLoaded(true);
          setError(null);
        })
        .catch((caught: unknown) => {
          if (!mounted.current) return;
          setLoaded(true);
          setError(errorMessage(caught));
        });
      // The fan's answers come on their own: a slow table never holds up the next match.
      request(api, 'team:overviews')
        .then((answers) => {
          if (mounted.current) setOverviews(answers);
        })
        .catch(() => undefined);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [api, followedLiveVersion, followedTeams, mounted]);

  const entries = useMemo(() => {
    const merged = mergeWatchlist(settings?.follows ?? [], reported);
    // Scores move faster than the watchlist is refreshed: take them from the live store.
    return merged.map((entry) => {
      const current = entry.live && snapshot.matches.get(`${entry.live.sport}:${entry.live.id}`);
      return current ? { ...entry, live: current } : entry;
    });
  }, [settings, reported, snapshot.matches]);

  // Back from a match opened here: the keyboard returns to that match's line (or the list's first
  // button when the line has gone), so the focus is never dropped.
  useEffect(() => {
    if (!focusPending.current || !listRef.current || entries.length === 0) return;
    const list = listRef.current;
    const line = list.querySelector<HTMLElement>(
      `[data-match-key="${CSS.escape(focusMatch ?? '')}"]`,
    );
    // The line may only appear with the watchlist's answer: fall back only once it has come.
    if (!line && !loaded) return;
    const target = line ?? list.querySelector<HTMLElement>('button');
    if (!target) return;
    focusPending.current = false;
    target.focus();
    target.scrollIntoView({ block: 'nearest' });
  });

  if (!settings) {
    return (
      <div className="empty" role="status">
        <div className="spinner" aria-hidden="true" />
        <p className="empty__title">{t('watchlist.loading')}</p>
      </div>
    );
  }
  const competitions = settings.competitions ?? [];
  if (entries.length === 0 && competitions.length === 0) {
    return (
      <div className="empty">
        <p className="empty__title">{t('watchlist.emptyTitle')}</p>
        <p>{t('watchlist.emptyText')}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => navigate({ name: 'search' })}
        >
          {t('watchlist.findTeam')}
        </button>
      </div>
    );
  }
  return (
    <div className="watchlist scroll">
      {error && (
        <p className="notice watchlist__error" role="status">
          {t('watchlist.loadFailed', { message: error })}
        </p>
      )}
      {entries.length > 0 && <CalendarExport />}
      <ul ref={listRef} className="watchlist__list" aria-label={t('watchlist.listLabel')}>
        {entries.map((entry) => (
          <WatchlistItem
            key={`${entry.team.sport}:${entry.team.teamId}`}
            entry={entry}
            loaded={loaded}
            overview={overviews.find(
              (overview) =>
                overview.sport === entry.team.sport && overview.teamId === entry.team.teamId,
            )}
          />
        ))}
      </ul>
      {competitions.length > 0 && (
        <section className="watchlist__competitions" aria-label={t('watchlist.competitions')}>
          <h2 className="watchlist__heading">{t('watchlist.competitions')}</h2>
          <ul className="watchlist__competition-list">
            {competitions.map((competition) => (
              <li
                key={`${competition.sport}:${competition.tournamentId}`}
                className="watchlist__competition"
              >
                <span className="watchlist__competition-name">{competition.name}</span>
                <span className="watchlist__competition-sport">
                  {t(`sports.${competition.sport}`, { defaultValue: competition.sport })}
                </span>
                <CompetitionFollowButton
                  sport={competition.sport}
                  tournamentIds={[competition.tournamentId]}
                  name={competition.name}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
