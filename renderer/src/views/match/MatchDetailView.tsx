import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { matchKey, teamKey } from '../../../../shared/domain';
import type { MatchDetail } from '../../../../shared/match-detail';
import { competitionOf } from '../../../../shared/fansday';
import { sportInfo } from '../../../../shared/sports';
import { errorMessage } from '../../bridge';
import { fittingStatistics, isIndividual, showsWinProbability } from '../../format/sport-page';
import { BackButton } from '../../components/BackButton';
import { useApp } from '../../state/app-context';
import { useFollow } from '../../state/use-follow';
import { DetailTabs, type DetailTab } from './DetailTabs';
import { HeadToHeadPanel } from './HeadToHeadPanel';
import { IncidentTimeline } from './IncidentTimeline';
import { LineupsPanel } from './LineupsPanel';
import {
  hasRallies,
  HighlightsTab,
  PlayersTab,
  ProgressionTab,
  progressionKind,
  RalliesTab,
} from './CentreTabs';
import { MatchPreview } from './MatchPreview';
import { PeriodTimeline } from './PeriodTimeline';
import { toldByPeriods } from '../../format/period-timeline';
import { Scoreboard } from './Scoreboard';
import { StageResults } from './StageResults';
import { StatisticsPanel } from './StatisticsPanel';
import { useMounted } from '../../state/use-mounted';
import './MatchDetailView.css';
import { request } from '../../state/request';

/** Detail costs several requests of the user's quota: refresh it at most this often while live. */
const REFRESH_MIN_MS = 15_000;

export function MatchDetailView({ sport, matchId }: { sport: string; matchId: number }) {
  const { api, live, navigate, view } = useApp();
  const from = view.name === 'match' ? (view.from ?? 'live') : 'live';
  const follow = useFollow();
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(live.subscribe, live.getSnapshot);
  const key = matchKey(sport, matchId);
  const liveMatch = snapshot.matches.get(key);
  const [detail, setDetail] = useState<MatchDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastFetch = useRef(0);
  const mounted = useMounted();

  // Refetches when the live match moves on, but never more often than REFRESH_MIN_MS. A request
  // in flight is never discarded for a newer change: its answer is still news.
  useEffect(() => {
    const wait = Math.max(0, lastFetch.current + REFRESH_MIN_MS - Date.now());
    const timer = window.setTimeout(() => {
      lastFetch.current = Date.now();
      request(api, 'match:detail', { sport, matchId })
        .then((loaded) => {
          if (!mounted.current) return;
          setDetail(loaded);
          setError(null);
        })
        .catch((caught: unknown) => {
          if (mounted.current) setError(errorMessage(caught));
        });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [api, sport, matchId, liveMatch, mounted]);

  const match = liveMatch ?? detail?.match ?? null;
  const back = useCallback(() => navigate({ name: from, focusMatch: key }), [navigate, from, key]);

  return (
    <div className="match-detail scroll">
      <div className="match-detail__bar">
        <BackButton
          label={t(`tabs.${from}`)}
          accessibleName={t('match.back', { place: t(`tabs.${from}`) })}
          onBack={back}
        />
        {match && <TableButton match={match} />}
      </div>
      {error && !match && (
        <div className="empty" role="alert">
          <p className="empty__title">{t('match.loadFailed')}</p>
          <p>{error}</p>
        </div>
      )}
      {!error && !match && (
        <div className="empty" role="status">
          <div className="spinner" aria-hidden="true" />
          <p className="empty__title">{t('match.loading')}</p>
        </div>
      )}
      {match && (
        <>
          <Scoreboard
            match={match}
            flash={snapshot.flashes.has(key)}
            winProbability={showsWinProbability(match) ? (detail?.winProbability ?? null) : null}
            follow={follow}
            stageWinner={stageWinner(match, detail)}
          />
          {follow.error && (
            <p className="notice match-detail__error" role="alert">
              {follow.error}
            </p>
          )}
          {error && (
            <p className="notice match-detail__error" role="status">
              {t('match.refreshFailed', { message: error })}
            </p>
          )}
          {match.status.phase === 'scheduled' && !match.isStage && <MatchPreview match={match} />}
          {detail && <DetailPanels detail={detail} match={match} />}
        </>
      )}
    </div>
  );
}

/** The rider placed first in a finished stage's results; null before the stage is over. */
function stageWinner(match: MatchDetail['match'], detail: MatchDetail | null): string | null {
  if (!match.isStage || match.status.phase !== 'finished') return null;
  return detail?.stageResults?.find((result) => result.position === 1)?.name ?? null;
}

/** The match's competition table, for sports that have tables, when the event named its season. */
function TableButton({ match }: { match: MatchDetail['match'] }) {
  const { navigate, view, followedTeams } = useApp();
  const { t } = useTranslation();
  const competition = competitionOf(match);
  if (!competition || sportInfo(match.sport).form === 'stage') return null;
  const followed = [match.home.id, match.away.id].find((id) =>
    followedTeams.has(teamKey(match.sport, id)),
  );
  return (
    <button
      type="button"
      className="btn btn--quiet btn--small match-detail__table"
      aria-label={t('fansday.overview.openTable', { competition: competition.name })}
      onClick={() =>
        navigate({ name: 'standings', competition, teamId: followed ?? null, back: view })
      }
    >
      {t('fansday.standings.openFromMatch')}
    </button>
  );
}

function DetailPanels({ detail, match }: { detail: MatchDetail; match: MatchDetail['match'] }) {
  const { t } = useTranslation();
  const tabs: DetailTab[] = [];
  const { incidents, lineups, h2h } = detail;
  // Only what the sport has: no possession for tennis, no line-ups of one player, no duel of stages.
  const statistics = detail.statistics ? fittingStatistics(match.sport, detail.statistics) : null;
  if (match.isStage && detail.stageResults !== undefined)
    tabs.push({
      id: 'results',
      label: t('match.tabResults'),
      render: () => <StageResults results={detail.stageResults ?? []} />,
    });
  const started = match.status.phase !== 'scheduled';
  if (toldByPeriods(match) && started)
    // Sets, maps, frames, innings: the periods tell the story; incidents, when the service lists
    // any beside them (a run's batter, a timeout), follow.
    tabs.push({
      id: 'timeline',
      label: t('match.tabTimeline'),
      render: () => (
        <>
          <PeriodTimeline match={match} />
          {incidents && incidents.length > 0 && (
            <IncidentTimeline incidents={incidents} sport={match.sport} />
          )}
        </>
      ),
    });
  // Before kick-off an empty timeline only says that nothing has happened: the preview speaks.
  else if (incidents && (started || incidents.length > 0))
    tabs.push({
      id: 'timeline',
      label: t('match.tabTimeline'),
      render: () => <IncidentTimeline incidents={incidents} sport={match.sport} />,
    });
  const twoSides = !match.isStage && !isIndividual(match);
  if (started && twoSides && sportInfo(match.sport).form === 'goals')
    tabs.push({
      id: 'progression',
      label: t(
        progressionKind(match.sport) === 'momentum' ? 'centre.tabMomentum' : 'centre.tabLead',
      ),
      render: () => <ProgressionTab match={match} />,
    });
  if (statistics && statistics.length > 0)
    tabs.push({
      id: 'stats',
      label: t('match.tabStats'),
      render: () => <StatisticsPanel rows={statistics} />,
    });
  if (lineups && !isIndividual(match) && (lineups.home.length > 0 || lineups.away.length > 0))
    tabs.push({
      id: 'lineups',
      label: t('match.tabLineups'),
      render: () => <LineupsPanel lineups={lineups} match={match} />,
    });
  if (started && hasRallies(match.sport))
    tabs.push({
      id: 'rallies',
      label: t('centre.tabRallies'),
      render: () => <RalliesTab match={match} />,
    });
  if (started && twoSides)
    tabs.push({
      id: 'players',
      label: t('centre.tabPlayers'),
      render: () => <PlayersTab match={match} />,
    });
  if (started && !match.isStage)
    tabs.push({
      id: 'highlights',
      label: t('centre.tabHighlights'),
      render: () => <HighlightsTab match={match} />,
    });
  if (h2h && !match.isStage)
    tabs.push({
      id: 'h2h',
      label: t('match.tabH2h'),
      render: () => <HeadToHeadPanel h2h={h2h} match={match} />,
    });
  if (tabs.length === 0) {
    return <p className="detail-empty">{t('match.noDetail')}</p>;
  }
  return <DetailTabs tabs={tabs} label={t('match.detailLabel')} />;
}
