// A stage of a race: who finished where, with the time of the winner and the gaps behind.
import { useTranslation } from 'react-i18next';
import type { StageResult } from '../../../../shared/domain';
import './StageResults.css';

export function StageResults({ results }: { results: readonly StageResult[] }) {
  const { t } = useTranslation();
  if (results.length === 0) {
    return <p className="detail-empty">{t('match.noStageResults')}</p>;
  }
  return (
    <ol className="stage-results" aria-label={t('match.stageResults')}>
      {results.map((result, index) => (
        <li key={`${result.position ?? index}-${result.name}`} className="stage-results__row">
          <span className="stage-results__place">{result.position ?? '–'}</span>
          <span className="stage-results__rider">
            <span className="stage-results__name">{result.name}</span>
            {result.team && <span className="stage-results__team">{result.team}</span>}
          </span>
          <span className="stage-results__time">
            {index === 0 || !result.gap ? (result.time ?? '') : result.gap}
          </span>
        </li>
      ))}
    </ol>
  );
}
