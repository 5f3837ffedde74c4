import { useTranslation } from 'react-i18next';
import { activeLocale } from '../../i18n/i18n';
import { DAY_STEPS, dayDate, dayWordKey } from '../../state/day-range';
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
      <button
        type="button"
        className="day-bar__step"
        aria-label={t('fansday.day.previous')}
        title={t('fansday.day.keysHint')}
        aria-keyshortcuts="Alt+ArrowLeft"
        disabled={offset <= DAY_STEPS.min}
        onClick={() => onStep(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p className="day-bar__label" aria-live="polite" data-testid="day-label">
        {label}
      </p>
      <button
        type="button"
        className="day-bar__step"
        aria-label={t('fansday.day.next')}
        title={t('fansday.day.keysHint')}
        aria-keyshortcuts="Alt+ArrowRight"
        disabled={offset >= DAY_STEPS.max}
        onClick={() => onStep(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
