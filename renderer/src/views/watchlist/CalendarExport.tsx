import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarExport as ExportResult } from '../../../../shared/fansday';
import { problemText } from '../../../../shared/problems';
import { errorMessage } from '../../bridge';
import { useApp } from '../../state/app-context';

/**
 * "Add to calendar": followed teams' next fixtures as an .ics file, saved where the user chooses
 * (the app's save dialog). The answer is said beside the button; a cancelled dialog says nothing.
 */
export function CalendarExport() {
  const { api } = useApp();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ExportResult | null>(null);
  // A request that failed before the export could answer (the app went away): said as its error.
  const [refused, setRefused] = useState<string | null>(null);

  const run = async (): Promise<void> => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    setRefused(null);
    try {
      setResult(await api.invoke('calendar:export'));
    } catch (caught) {
      setRefused(t('fansday.overview.calendarFailed', { reason: errorMessage(caught) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="watchlist__calendar">
      <button
        type="button"
        className="btn btn--small"
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        {t('fansday.overview.addToCalendar')}
      </button>
      <p className="watchlist__calendar-result" role="status">
        {result?.result === 'saved' &&
          t('fansday.overview.calendarSaved', { count: result.events, path: result.path })}
        {result?.result === 'empty' && t('fansday.overview.calendarEmpty')}
        {result?.result === 'failed' && problemText(result.words, t)}
        {refused}
      </p>
    </div>
  );
}
