import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import type { HeadToHead } from '../../../../shared/match-detail';
import { canDraw } from '../../format/sport-page';
import './HeadToHeadPanel.css';

export function HeadToHeadPanel({ h2h, match }: { h2h: HeadToHead; match: Match }) {
  const { t } = useTranslation();
  const cells = [
    { key: 'home', label: t('match.h2hWins', { team: match.home.name }), value: h2h.homeWins },
    {
      key: 'draws',
      label: t('match.h2hDraws'),
      value: canDraw(match.sport, h2h.draws) ? h2h.draws : null,
    },
    { key: 'away', label: t('match.h2hWins', { team: match.away.name }), value: h2h.awayWins },
  ].filter((cell) => cell.value !== null);
  if (cells.length === 0) return <p className="detail-empty">{t('match.h2hNever')}</p>;
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
