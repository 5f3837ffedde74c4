import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import type { LineupPlayer, Lineups } from '../../../../shared/match-detail';
import './LineupsPanel.css';

export function LineupsPanel({ lineups, match }: { lineups: Lineups; match: Match }) {
  const { t } = useTranslation();
  if (lineups.home.length === 0 && lineups.away.length === 0) {
    return <p className="detail-empty">{t('match.lineupsNotOut')}</p>;
  }
  return (
    <div className="lineups">
      <TeamLineup title={match.home.name} players={lineups.home} />
      <TeamLineup title={match.away.name} players={lineups.away} />
    </div>
  );
}

function TeamLineup({ title, players }: { title: string; players: LineupPlayer[] }) {
  const { t } = useTranslation();
  const starters = players.filter((player) => !player.substitute);
  const substitutes = players.filter((player) => player.substitute);
  return (
    <section className="lineups__team" aria-label={t('match.lineupOf', { team: title })}>
      <h3 className="lineups__title">{title}</h3>
      <PlayerList players={starters} />
      {substitutes.length > 0 && (
        <>
          <h4 className="lineups__subtitle">{t('match.substitutes')}</h4>
          <PlayerList players={substitutes} />
        </>
      )}
    </section>
  );
}

function PlayerList({ players }: { players: LineupPlayer[] }) {
  return (
    <ul className="lineups__list">
      {players.map((player, index) => (
        <li key={`${player.name}-${index}`} className="lineups__player">
          <span className="lineups__number">{player.shirtNumber ?? ''}</span>
          <span className="lineups__name">{player.name}</span>
          {player.position && <span className="lineups__position">{player.position}</span>}
        </li>
      ))}
    </ul>
  );
}
