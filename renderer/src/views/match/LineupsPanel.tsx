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
  return (
    <div className="lineups">
      <TeamLineup match={match} side="home" players={lineups.home} season={season} />
      <TeamLineup match={match} side="away" players={lineups.away} season={season} />
    </div>
  );
}

function TeamLineup({
  match,
  side,
  players,
  season,
}: {
  match: Match;
  side: 'home' | 'away';
  players: LineupPlayer[];
  season: SeasonRef | null;
}) {
  const { t } = useTranslation();
  const team = side === 'home' ? match.home : match.away;
  const title = team.name;
  const list = (shown: LineupPlayer[]) => (
    <PlayerList players={shown} sport={match.sport} season={season} />
  );
  const starters = players.filter((player) => !player.substitute);
  const substitutes = players.filter((player) => player.substitute);
  return (
    <section className="lineups__team" aria-label={t('match.lineupOf', { team: title })}>
      <h3 className="lineups__title">
        <TeamLink sport={match.sport} teamId={team.id} name={title} />
      </h3>
      {list(starters)}
      {substitutes.length > 0 && (
        <>
          <h4 className="lineups__subtitle">{t('match.substitutes')}</h4>
          {list(substitutes)}
        </>
      )}
    </section>
  );
}

function PlayerList({
  players,
  sport,
  season,
}: {
  players: LineupPlayer[];
  sport: string;
  season: SeasonRef | null;
}) {
  return (
    <ul className="lineups__list">
      {players.map((player, index) => (
        <li key={`${player.name}-${index}`} className="lineups__player">
          <span className="lineups__number">{player.shirtNumber ?? ''}</span>
          <span className="lineups__name">
            <PlayerLink sport={sport} playerId={player.id} name={player.name} season={season} />
          </span>
          {player.position && <span className="lineups__position">{player.position}</span>}
        </li>
      ))}
    </ul>
  );
}
