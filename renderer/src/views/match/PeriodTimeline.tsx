import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import { isWordOf } from '../../../../shared/i18n';
import { en } from '../../../../shared/i18n/en';
import { sportInfo } from '../../../../shared/sports';
import { periodTimeline, type PeriodEntry } from '../../format/period-timeline';
import './IncidentTimeline.css';

/** Who took each set, map or frame, which inning the runs came in: the story of a period sport. */
export function PeriodTimeline({ match }: { match: Match }) {
  const { t } = useTranslation();
  const entries = periodTimeline(match);
  const unit = sportInfo(match.sport).periodName;
  const periodKey = isWordOf(en.score.period, unit) ? unit : 'period';
  const period = (n: number) => t(`score.period.${periodKey}`, { n });
  const team = (side: 'home' | 'away') => (side === 'home' ? match.home.name : match.away.name);
  if (entries.length === 0) return <p className="detail-empty">{t('centre.noRunsYet')}</p>;
  const words = (entry: PeriodEntry): string => {
    switch (entry.kind) {
      case 'runs':
        return t('centre.runsIn', {
          team: team(entry.side),
          count: entry.runs,
          period: period(entry.n),
        });
      case 'frames':
        return t('centre.framesTally', {
          home: match.home.name,
          away: match.away.name,
          homeCount: entry.home,
          awayCount: entry.away,
        });
      case 'period':
        if (entry.underway) return t('centre.periodUnderway', { period: period(entry.n) });
        return entry.winner
          ? t('centre.tookPeriod', { team: team(entry.winner), period: period(entry.n) })
          : t('centre.levelPeriod', { period: period(entry.n) });
    }
  };
  return (
    <ol className="timeline" aria-label={t('centre.periodsLabel')} data-testid="period-timeline">
      {entries.map((entry, index) => {
        const side =
          entry.kind === 'runs'
            ? entry.side
            : entry.kind === 'period'
              ? (entry.winner ?? 'none')
              : 'none';
        return (
          <li key={index} className="timeline__item" data-side={side} data-kind={entry.kind}>
            <span className="timeline__minute">
              {entry.kind === 'frames' && entry.current !== null ? period(entry.current) : ''}
            </span>
            <span className="timeline__text">
              {words(entry)}
              {entry.kind === 'period' && (
                <strong className="timeline__score">
                  {' '}
                  {entry.home}–{entry.away}
                </strong>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
