import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import { periodColumns } from '../../format/score';
import './PeriodTable.css';

/** Period by period, as the sport counts them: quarters, halves, sets, maps, then OT and penalties. */
export function PeriodTable({ match }: { match: Match }) {
  const { t } = useTranslation();
  const columns = periodColumns(match);
  if (columns.length <= 1) return null;
  return (
    <div className="period-table__wrap">
      <table className="period-table">
        <caption className="visually-hidden">{t('match.scoreByPeriod')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('match.team')}</span>
            </th>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                title={column.title}
                data-emphasis={column.emphasis || undefined}
              >
                <abbr title={column.title}>{column.label}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{side === 'home' ? match.home.name : match.away.name}</th>
              {columns.map((column) => (
                <td key={column.label} data-emphasis={column.emphasis || undefined}>
                  {column[side]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
