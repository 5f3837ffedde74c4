import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import { competitionOf } from '../../../../shared/fansday';
import type { SeasonRef } from '../../../../shared/people';
import { PlayerLink, TeamLink } from '../../components/PeopleLinks';
import type { LineupPlayer, Lineups } from '../../../../shared/match-detail';
import './LineupsPanel.css';

export function LineupsPanel({ lineups, match }: { lineups: Lineups; match: Match }) {
  const { t } = useTranslation();
  if (lineups.home.length === 0 && lineups.away.length === 0) {
    return <p className="detail-empty">{t('match.lineupsNotOut')}</p>;
  }
  // A player's card opened from here shows his season in this match's competition.
  const competition = competitionOf(match);
  const season = competition
    ? { tournamentId: competition.tournamentId, seasonId: competition.seasonId }
    : null;
  // Once the match is over, the best rated player is its player of the match (the service rates
  // and names it the same way); while it is on, a rating is still only a rating.
  const best =
    match.status.phase === 'finished'
      ? [...lineups.home, ...lineups.away].reduce<LineupPlayer | null>(
          (top, player) =>
            player.rating != null && (top?.rating == null || player.rating > top.rating)
              ? player
              : top,
          null,
        )
      : null;
  return (
    <div className="lineups">
      {(['home', 'away'] as const).map((side) => (
        <TeamLineup
          key={side}
          match={match}
          side={side}
          players={lineups[side]}
          formation={lineups.formation?.[side] ?? null}
          best={best}
          season={season}
        />
      ))}
    </div>
  );
}

function TeamLineup({
  match,
  side,
  players,
  formation,
  best,
  season,
}: {
  match: Match;
  side: 'home' | 'away';
  players: LineupPlayer[];
  formation: string | null;
  best: LineupPlayer | null;
  season: SeasonRef | null;
}) {
  const { t } = useTranslation();
  const team = side === 'home' ? match.home : match.away;
  const title = team.name;
  const list = (shown: LineupPlayer[]) => (
    <PlayerList players={shown} best={best} sport={match.sport} season={season} />
  );
  const starters = players.filter((player) => !player.substitute);
  const substitutes = players.filter((player) => player.substitute);
  return (
    <section className="lineups__team" aria-label={t('match.lineupOf', { team: title })}>
      <h3 className="lineups__title">
        <TeamLink sport={match.sport} teamId={team.id} name={title} />
      </h3>
      {formation && <p className="lineups__formation">{t('centre.formation', { formation })}</p>}
      {list(starters)}
      {substitutes.length > 0 && (
        <>
          <h4 className="section-label lineups__subtitle">{t('match.substitutes')}</h4>
          {list(substitutes)}
        </>
      )}
    </section>
  );
}

function PlayerList({
  players,
  best,
  sport,
  season,
}: {
  players: LineupPlayer[];
  best: LineupPlayer | null;
  sport: string;
  season: SeasonRef | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className="lineups__list">
      {players.map((player, index) => (
        <li
          key={`${player.id ?? player.name}-${index}`}
          className="lineups__player"
          data-best={player === best || undefined}
        >
          <span className="lineups__number">{player.shirtNumber ?? ''}</span>
          <span className="lineups__name">
            <PlayerLink sport={sport} playerId={player.id} name={player.name} season={season} />
            {player === best && (
              <span className="lineups__best" title={t('centre.playerOfMatch')}>
                {' '}
                ★<span className="visually-hidden"> {t('centre.playerOfMatch')}</span>
              </span>
            )}
          </span>
          {player.position && <span className="lineups__position">{player.position}</span>}
          {player.rating != null && (
            <span
              className="lineups__rating"
              data-band={player.rating >= 7.5 ? 'high' : player.rating >= 6.5 ? 'mid' : 'low'}
            >
              <span aria-hidden="true">{player.rating.toFixed(1)}</span>
              <span className="visually-hidden">
                {t('centre.rating', { rating: player.rating.toFixed(1) })}
              </span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
