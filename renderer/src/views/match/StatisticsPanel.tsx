import { useTranslation } from 'react-i18next';
import type { StatisticRow } from '../../../../shared/match-detail';
import './StatisticsPanel.css';

/** The number in a statistic value ("62%", "12", "3/7" reads as 3), or null when there is none. */
export function statisticNumber(value: string): number | null {
  const found = /-?\d+(?:[.,]\d+)?/.exec(value);
  if (!found) return null;
  const number = Number(found[0].replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

function groupRows(rows: StatisticRow[]): [string, StatisticRow[]][] {
  const groups = new Map<string, StatisticRow[]>();
  for (const row of rows) {
    const list = groups.get(row.group);
    if (list) list.push(row);
    else groups.set(row.group, [row]);
  }
  return [...groups.entries()];
}

export function StatisticsPanel({ rows }: { rows: StatisticRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="detail-empty">{t('match.noStats')}</p>;
  return (
    <div className="stats">
      {groupRows(rows).map(([group, groupRowsList]) => (
        <section key={group} className="stats__group" aria-label={group || t('match.statistics')}>
          {group && <h3 className="section-label stats__group-title">{group}</h3>}
          <dl className="stats__list">
            {groupRowsList.map((row, index) => (
              <StatisticLine key={`${row.name}-${index}`} row={row} />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function StatisticLine({ row }: { row: StatisticRow }) {
  const home = statisticNumber(row.home);
  const away = statisticNumber(row.away);
  const total = home !== null && away !== null ? Math.abs(home) + Math.abs(away) : 0;
  const homeShare = total > 0 && home !== null ? Math.abs(home) / total : 0.5;
  return (
    <div className="stats__row">
      <dt className="stats__name">{row.name}</dt>
      <dd
        className="stats__value stats__value--home"
        data-lead={home !== null && away !== null && home > away ? true : undefined}
      >
        {row.home}
      </dd>
      <dd
        className="stats__value stats__value--away"
        data-lead={home !== null && away !== null && away > home ? true : undefined}
      >
        {row.away}
      </dd>
      {total > 0 && (
        <div className="stats__bar" aria-hidden="true">
          <span className="stats__bar-home" style={{ flexGrow: homeShare }} />
          <span className="stats__bar-away" style={{ flexGrow: 1 - homeShare }} />
        </div>
      )}
    </div>
  );
}
