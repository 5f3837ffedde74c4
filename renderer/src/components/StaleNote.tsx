import { useTranslation } from 'react-i18next';
import { isStale } from '../format/problems';
import { timeOfDay } from '../format/time';
import { useApp } from '../state/app-context';

/**
 * Under a banner that does not say it itself (key rejected, account refused, quota spent): from
 * when the dimmed scores are. Offline, unreadable and reconnecting banners already name the time.
 */
export function StaleNote() {
  const { status, view } = useApp();
  const { t } = useTranslation();
  if (!status || !isStale(status)) return null;
  if (['offline', 'unreadable', 'reconnecting'].includes(status.state)) return null;
  if (view.name === 'search' || view.name === 'settings') return null;
  return (
    <p className="stale-note" data-testid="stale-note">
      {status.lastUpdatedAt === null
        ? t('problem.staleNothing')
        : t('problem.staleNote', { time: timeOfDay(status.lastUpdatedAt) })}
    </p>
  );
}
