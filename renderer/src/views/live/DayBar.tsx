import { useTranslation } from 'react-i18next';
import { activeLocale } from '../../i18n/i18n';
import { DAY_STEPS, dayDate, dayWordKey } from '../../../../shared/day-range';
import './DayBar.css';

/** "Today · Tue 24 Nov": the word when the day has one, always the date. */
export function useDayLabel(offset: number, from: number): string {
  const { t } = useTranslation();
  const word = dayWordKey(offset);
  const date = dayDate(from, activeLocale());
  return word ? `${t(word)} · ${date}` : date;
}

/**
 * The day the list shows, with the day before and after one step away (the buttons, or Alt+Left and
 * Alt+Right anywhere in the Live view).
 */
export function DayBar({
  offset,
  label,
  onStep,
}: {
  offset: number;
  label: string;
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="day-bar" role="group" aria-label={t('fansday.day.days')}>
      <StepButton step={-1} offset={offset} onStep={onStep} />
      <p className="day-bar__label" aria-live="polite" data-testid="day-label">
        {label}
      </p>
      <StepButton step={1} offset={offset} onStep={onStep} />
    </div>
  );
}

function StepButton({
  step,
  offset,
  onStep,
}: {
  step: -1 | 1;
  offset: number;
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation();
  const before = step < 0;
  return (
    <button
      type="button"
      className="day-bar__step"
      aria-label={t(before ? 'fansday.day.previous' : 'fansday.day.next')}
      title={t('fansday.day.keysHint')}
      aria-keyshortcuts={before ? 'Alt+ArrowLeft' : 'Alt+ArrowRight'}
      disabled={before ? offset <= DAY_STEPS.min : offset >= DAY_STEPS.max}
      onClick={() => onStep(step)}
    >
      <span aria-hidden="true">{before ? '‹' : '›'}</span>
    </button>
  );
}
