import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import type { PlayerStatLine } from '../../../../shared/match-centre';
import './PlayerStatsPanel.css';

type Column = 'minutes' | 'goals' | 'assists' | 'rating';

/** Each side's players who have played, best rated first; a column only where a figure exists. */
export function PlayerStatsPanel({ match, players }: { match: Match; players: PlayerStatLine[] }) {
  const { t } = useTranslation();
  if (players.length === 0) return <p className="detail-empty">{t('centre.noPlayerStats')}</p>;
  const columns = (['minutes', 'goals', 'assists', 'rating'] as const).filter((column) =>
    players.some((player) => player[column] !== null),
  );
  return (
    <div className="player-stats">
      {(['home', 'away'] as const).map((side) => {
        const team = side === 'home' ? match.home.name : match.away.name;
        const rows = players
          .filter((player) => player.side === side)
          .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
        if (rows.length === 0) return null;
        return (
          <table key={side} className="player-stats__table">
            <caption className="player-stats__caption">{t('centre.playersOf', { team })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('centre.column.player')}</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    <abbr title={t(`centre.columnLong.${column}`)}>
                      {t(`centre.column.${column}`)}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((player, index) => (
                <tr key={`${player.id ?? player.name}-${index}`}>
                  <th scope="row" className="player-stats__name">
                    {player.name}
                  </th>
                  {columns.map((column) => (
                    <td key={column} data-column={column}>
                      {cell(player, column)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}

function cell(player: PlayerStatLine, column: Column): string {
  const value = player[column];
  if (value === null) return '–';
  return column === 'rating' ? value.toFixed(1) : String(value);
}
