import { useTranslation } from 'react-i18next';
import { describeProblem } from '../format/problems';
import { useApp } from '../state/app-context';
import './ProblemBanner.css';

export function ProblemBanner() {
  const { status, navigate } = useApp();
  const { t } = useTranslation();
  const problem = describeProblem(status, t);
  if (!problem) return null;
  return (
    <div
      className="problem-banner"
      data-kind={problem.kind}
      data-severity={problem.severity}
      role={problem.severity === 'error' ? 'alert' : 'status'}
    >
      <svg className="problem-banner__icon" viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="8" cy="8" r="7" />
        <path d="M8 4.5v4.2M8 11.2v.3" />
      </svg>
      <p className="problem-banner__text">{problem.message}</p>
      {problem.action && (
        <button
          type="button"
          className="btn btn--small problem-banner__action"
          onClick={() => navigate({ name: 'settings' })}
        >
          {problem.action.label}
        </button>
      )}
    </div>
  );
}
