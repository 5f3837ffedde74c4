import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamKey } from '../../shared/domain';
import type { ScoretrayApi } from '../../shared/ipc-contract';
import { AlertToasts } from './components/AlertToasts';
import { AppHeader } from './components/AppHeader';
import { DataProblems } from './components/DataProblems';
import { ProblemBanner } from './components/ProblemBanner';
import { StaleNote } from './components/StaleNote';
import { TabBar } from './components/TabBar';
import { isStale } from './format/problems';
import { useLanguageSetting } from './i18n/i18n';
import { AppContext, type AppContextValue } from './state/app-context';
import type { View } from './state/navigation';
import { useBridgeState } from './state/use-bridge-state';
import { useSearchShortcut } from './state/use-search-shortcut';
import { useViewedSports } from './state/use-viewed-sports';
import { LiveView } from './views/live/LiveView';
import { MatchDetailView } from './views/match/MatchDetailView';
import { SearchView } from './views/search/SearchView';
import { SettingsView } from './views/settings/SettingsView';
import { StandingsView } from './views/standings/StandingsView';
import { PlayerView } from './views/people/PlayerView';
import { TeamView } from './views/people/TeamView';
import { WatchlistView } from './views/watchlist/WatchlistView';
import { BrowseView } from './views/browse/BrowseView';
import './styles/app.css';

export function App({ api }: { api: ScoretrayApi }) {
  const [view, setView] = useState<View>({ name: 'live' });
  const navigate = useCallback((next: View) => setView(next), []);
  const state = useBridgeState(api, navigate);

  // Every watched sport stays polled while the window is open, whatever the view (leaving Live
  // must not empty it), and the sport of an open match detail too.
  // So is a sport the live view's switcher picked although it is not watched.
  const watched = state.settings?.watchedSports;
  const detailSport = view.name === 'match' ? view.sport : null;
  const [browsedSport, browseSport] = useState<string | null>(null);
  const viewedSports = useMemo(() => {
    if (!watched) return null;
    const extra = [detailSport, browsedSport].filter((sport): sport is string => sport !== null);
    return [...new Set([...watched, ...extra])];
  }, [watched, detailSport, browsedSport]);
  useViewedSports(api, viewedSports);
  useLanguageSetting(state.settings?.language);
  useSearchShortcut(navigate);
  const { t } = useTranslation();

  const followedTeams = useMemo(
    () => new Set((state.settings?.follows ?? []).map((team) => teamKey(team.sport, team.teamId))),
    [state.settings],
  );

  const context: AppContextValue = {
    api,
    settings: state.settings,
    acceptSettings: state.setSettings,
    status: state.status,
    live: state.live,
    followedTeams,
    view,
    navigate,
    browseSport,
  };

  return (
    <AppContext.Provider value={context}>
      <div className="app" data-stale={isStale(state.status) || undefined}>
        <AppHeader />
        {/* Every part of the window inside a landmark (axe: region): the views' tabs, the notices. */}
        <nav className="app__nav" aria-label={t('tabs.label')}>
          <TabBar />
        </nav>
        <section className="app__notices" aria-label={t('app.notices')}>
          <ProblemBanner />
          <DataProblems problems={state.dataProblems} onDismiss={state.dismissDataProblem} />
          <StaleNote />
          {state.loadError && (
            <p className="load-error" role="alert">
              {t('app.loadError', { message: state.loadError })}
            </p>
          )}
        </section>
        <main className="app__view" id="view">
          {view.name === 'live' && <LiveView />}
          {view.name === 'match' && (
            <MatchDetailView
              key={`${view.sport}:${view.matchId}`}
              sport={view.sport}
              matchId={view.matchId}
            />
          )}
          {view.name === 'watchlist' && <WatchlistView />}
          {view.name === 'search' && <SearchView />}
          {view.name === 'settings' && <SettingsView />}
          {view.name === 'standings' && (
            <StandingsView
              key={`${view.competition.sport}:${view.competition.tournamentId}:${view.competition.seasonId}`}
              competition={view.competition}
              teamId={view.teamId}
              back={view.back}
            />
          )}
          {view.name === 'browse' && (
            <BrowseView
              key={`${view.sport}:${view.country?.id ?? ''}`}
              sport={view.sport}
              country={view.country}
              back={view.back}
            />
          )}
          {view.name === 'player' && (
            <PlayerView
              key={`${view.sport}:${view.playerId}`}
              sport={view.sport}
              playerId={view.playerId}
              season={view.season}
              back={view.back}
            />
          )}
          {view.name === 'team' && (
            <TeamView
              key={`${view.sport}:${view.teamId}`}
              sport={view.sport}
              teamId={view.teamId}
              back={view.back}
            />
          )}
        </main>
        <AlertToasts alerts={state.alerts} onDismiss={state.dismissAlert} />
      </div>
    </AppContext.Provider>
  );
}
