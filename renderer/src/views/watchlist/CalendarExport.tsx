import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarExport as ExportResult } from '../../../../shared/fansday';
import { problemText } from '../../../../shared/problems';
import { useApp } from '../../state/app-context';
import { request } from '../../state/request';
import { useAction } from '../../state/use-action';

/**
 * "Add to calendar": followed teams' next fixtures as an .ics file, saved where the user chooses
 * (the app's save dialog). The answer is said beside the button; a cancelled dialog says nothing.
 */
export function CalendarExport() {
  const { api } = useApp();
  const { t } = useTranslation();
  const [result, setResult] = useState<ExportResult | null>(null);
  // A request that failed before the export could answer (the app went away): said as its error.
  const { busy, error: refused, run: runAction } = useAction();

  const run = (): Promise<boolean> =>
    runAction(
      async () => {
        setResult(null);
        setResult(await request(api, 'calendar:export'));
      },
      (reason) => t('fansday.overview.calendarFailed', { reason }),
    );

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
