import type { WordKey } from '../../../../shared/i18n';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Match } from '../../../../shared/domain';
import { sportInfo, startWordIn } from '../../../../shared/sports';
import { sportName } from '../../i18n/words';
import type { WatchlistEntry } from '../../../../shared/watchlist';
import { CompetitionFollowButton } from '../../components/CompetitionFollowButton';
import { TeamLink } from '../../components/PeopleLinks';
import { Crest } from '../../components/Crest';
import { scoreText } from '../../../../shared/ticker-format';
import { statusWords } from '../../format/score';
import { kickoffLabel } from '../../format/time';
import { useApp } from '../../state/app-context';
import { useMatchClock } from '../../state/use-match-clock';
import { useNow } from '../../state/use-now';
import { replaceTeam, withToggledChoice, type AlertChoiceKey } from '../../state/watchlist-merge';
import type { TeamOverview } from '../../../../shared/fansday';
import { TeamAnswers } from './TeamAnswers';
import './WatchlistItem.css';
import { request } from '../../state/request';
import { useAction } from '../../state/use-action';
import { NextMatchOdds } from './NextMatchOdds';

const PERIOD_WORDS: Partial<Record<string, WordKey>> = {
  set: 'alertKind.sets',
  map: 'alertKind.maps',
  quarter: 'alertKind.quarters',
  frame: 'alertKind.frames',
  inning: 'alertKind.innings',
  innings: 'alertKind.innings',
  round: 'alertKind.rounds',
  game: 'alertKind.games',
};

/**
 * The alert kinds that mean something in the team's sport, worded: goals only where every goal
 * matters (no "Goals" for a tennis player), the start by the sport's own word (an ice-hockey fan
 * toggles "Face-off", not "Kick-off"), periods by the sport's own name, a stage race just start and
 * result.
 */
function choicesFor(sport: string, t: TFunction): { key: AlertChoiceKey; label: string }[] {
  const info = sportInfo(sport);
  const start = { key: 'kickoff' as const, label: startWordIn(sport, t) };
  if (info.scoring === 'stage') {
    return [start, { key: 'fulltime', label: t('alertKind.end') }];
  }
  return [
    ...(info.scoring === 'low' ? [{ key: 'goals' as const, label: t('alertKind.goals') }] : []),
    start,
    { key: 'fulltime', label: t(info.scoring === 'low' ? 'alertKind.fulltime' : 'alertKind.end') },
    { key: 'periods', label: t(PERIOD_WORDS[info.periodName] ?? 'alertKind.periods') },
  ];
}

export function WatchlistItem({
  entry,
  loaded,
  overview,
}: {
  entry: WatchlistEntry;
  loaded: boolean;
  /** Next match, last result, form and table place, once the engine has answered. */
  overview?: TeamOverview;
}) {
  const { api, settings, acceptSettings, navigate } = useApp();
  const showOdds = settings?.showOdds === true;
  const { team } = entry;
  const { t } = useTranslation();
  const { busy, error, run } = useAction();

  const toggle = (choice: AlertChoiceKey | 'muted'): Promise<boolean> =>
    run(async () => {
      const follows = replaceTeam(settings?.follows ?? [], withToggledChoice(team, choice));
      acceptSettings(await request(api, 'settings:update', { follows }));
    });

  const unfollow = (): Promise<boolean> =>
    run(async () => {
      acceptSettings(
        await request(api, 'follow:remove', { sport: team.sport, teamId: team.teamId }),
      );
    });

  const headingId = `team-${team.sport}-${team.teamId}`;
  return (
    <li
      className="watch-item"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      data-muted={team.muted || undefined}
    >
      <div className="watch-item__head">
        <Crest sport={team.sport} id={team.teamId} name={team.name} size={30} />
        <div className="watch-item__title">
          <h2 className="watch-item__name" id={headingId}>
            <TeamLink sport={team.sport} teamId={team.teamId} name={team.name} />
          </h2>
          <span className="watch-item__sport">{sportName(t, team.sport)}</span>
        </div>
        <div className="watch-item__actions">
          <button
            type="button"
            className="chip watch-item__mute"
            aria-pressed={team.muted}
            title={team.muted ? t('watchlist.mutedTitle') : t('watchlist.muteTitle')}
            onClick={() => void toggle('muted')}
          >
            {team.muted ? t('watchlist.muted') : t('watchlist.mute')}
          </button>
          <button
            type="button"
            className="btn btn--quiet btn--small"
            aria-label={t('follow.unfollowName', { name: team.name })}
            onClick={() => void unfollow()}
          >
            {t('watchlist.unfollow')}
          </button>
        </div>
      </div>
      <div className="watch-item__match-row">
        <MatchLine
          entry={entry}
          loaded={loaded}
          onOpen={(match) =>
            navigate({ name: 'match', sport: match.sport, matchId: match.id, from: 'watchlist' })
          }
        />
        {(entry.live ?? entry.next) && <MatchCompetition match={(entry.live ?? entry.next)!} />}
      </div>
      {showOdds && entry.next && entry.next.id !== entry.live?.id && (
        <NextMatchOdds match={entry.next} />
      )}
      {overview && <TeamAnswers overview={overview} />}
      <div
        className="watch-item__choices"
        role="group"
        aria-label={t('watchlist.alertsFor', { team: team.name })}
      >
        <span className="section-label watch-item__label" aria-hidden="true">
          {t('watchlist.alerts')}
        </span>
        {choicesFor(team.sport, t).map((choice) => (
          <button
            key={choice.key}
            type="button"
            className="chip"
            aria-pressed={team.alerts[choice.key]}
            onClick={() => void toggle(choice.key)}
          >
            {choice.label}
          </button>
        ))}
      </div>
      {error && (
        <p className="watch-item__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

function MatchLine({
  entry,
  loaded,
  onOpen,
}: {
  entry: WatchlistEntry;
  loaded: boolean;
  onOpen: (match: Match) => void;
}) {
  const { live, next, team } = entry;
  const now = useNow(60_000);
  const { t } = useTranslation();
  if (live) return <LiveLine live={live} onOpen={onOpen} />;
  if (next) {
    const opponent = next.home.id === team.teamId ? next.away.name : next.home.name;
    const when =
      next.startTimestamp !== null
        ? kickoffLabel(next.startTimestamp * 1000, now)
        : t('watchlist.dateTba');
    return (
      <button
        type="button"
        className="watch-item__match"
        data-match-key={`${next.sport}:${next.id}`}
        onClick={() => onOpen(next)}
      >
        <span className="watch-item__when">{when}</span>
        <span className="watch-item__fixture">
          {next.home.id === team.teamId
            ? t('watchlist.vs', { team: opponent })
            : t('watchlist.at', { team: opponent })}
        </span>
      </button>
    );
  }
  return (
    <p className="watch-item__match watch-item__match--none">
      {loaded ? t('watchlist.noMatch') : t('watchlist.looking')}
    </p>
  );
}

function LiveLine({ live, onOpen }: { live: Match; onOpen: (match: Match) => void }) {
  const clock = useMatchClock(live);
  return (
    <button
      type="button"
      className="watch-item__match"
      data-match-key={`${live.sport}:${live.id}`}
      data-live="true"
      onClick={() => onOpen(live)}
    >
      <span className="watch-item__badge" data-testid="clock" title={statusWords(live)}>
        {clock || statusWords(live)}
      </span>
      {/* The names give way, never the score: at 320 px "Brookbridge Rangers 2–1 Fox…" cut it. */}
      <span className="watch-item__fixture">
        <span className="watch-item__side">{live.home.name}</span>{' '}
        <strong data-testid="score">{scoreText(live)}</strong>{' '}
        <span className="watch-item__side">{live.away.name}</span>
      </span>
    </button>
  );
}

/** Follow the competition the team's match is in, right beside that match. */
function MatchCompetition({ match }: { match: Match }) {
  return (
    <CompetitionFollowButton
      sport={match.sport}
      tournamentIds={[match.tournament.uniqueId, match.tournament.id]}
      name={match.tournament.name}
      compact
    />
  );
}
