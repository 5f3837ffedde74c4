import type { HeadToHead, Match } from '../../../../shared/domain';
import './HeadToHeadPanel.css';

export function HeadToHeadPanel({ h2h, match }: { h2h: HeadToHead; match: Match }) {
  const cells = [
    { key: 'home', label: `${match.home.name} wins`, value: h2h.homeWins },
    { key: 'draws', label: 'Draws', value: h2h.draws },
    { key: 'away', label: `${match.away.name} wins`, value: h2h.awayWins },
  ].filter((cell) => cell.value !== null);
  if (cells.length === 0) return <p className="detail-empty">These teams have not met before.</p>;
  return (
    <dl className="h2h">
      {cells.map((cell) => (
        <div key={cell.key} className="h2h__cell" data-cell={cell.key}>
          <dd className="h2h__value">{cell.value}</dd>
          <dt className="h2h__label">{cell.label}</dt>
        </div>
      ))}
    </dl>
  );
}
