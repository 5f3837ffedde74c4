import { useTranslation } from 'react-i18next';
import type { SavedDataProblem } from '../../../shared/ipc-contract';
import { noticeText } from '../../../shared/problems';
import './DataProblems.css';

/**
 * Saved data the app had to set aside (damaged settings, alert history, stored key…). Each stays
 * until dismissed: the message names what was lost and what that means, never a path (the log and
 * the notification say where the damaged copy lies).
 */
interface DataProblemsProps {
  problems: SavedDataProblem[];
  onDismiss: (problem: SavedDataProblem) => void;
}

export function DataProblems({ problems, onDismiss }: DataProblemsProps) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <section className="data-problems notice notice--bad" aria-labelledby="data-problems-title">
      <h2 id="data-problems-title" className="data-problems__title">
        {t('dataProblems.title', { count: problems.length })}
      </h2>
      <ul className="data-problems__list">
        {problems.map((problem) => {
          const message = noticeText(problem.words, t);
          return (
            <li key={message} className="data-problems__item">
              <p className="data-problems__message">{message}</p>
              <button
                type="button"
                className="btn btn--small"
                onClick={() => onDismiss(problem)}
                aria-label={t('dataProblems.dismiss', { message })}
              >
                {t('dataProblems.dismissShort')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
