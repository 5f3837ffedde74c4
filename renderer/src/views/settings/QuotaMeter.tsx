import { useTranslation } from 'react-i18next';
import type { AccountStatus } from '../../../../shared/domain';
import { paceWords } from '../../../../shared/quota-pace';
import { quotaView } from '../../format/quota';
import { timeOfDay } from '../../format/time';
import { activeLocale } from '../../i18n/i18n';
import { useNow } from '../../state/use-now';
import { SettingsSection } from './SettingsSection';
import './QuotaMeter.css';

export function QuotaMeter({ status }: { status: AccountStatus }) {
  const now = useNow(60_000);
  const view = quotaView(status.quota, now);
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(activeLocale());
  const exhausted = status.state === 'quota-exhausted';
  return (
    <SettingsSection id="quota">
      {view.spentShare !== null && (
        <div
          className="quota__bar"
          role="meter"
          aria-label={t('settings.quota.meter')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(view.spentShare * 100)}
          data-exhausted={exhausted || undefined}
        >
          <span className="quota__fill" style={{ width: `${view.spentShare * 100}%` }} />
        </div>
      )}
      <dl className="quota__figures">
        <div>
          <dt>{t('settings.quota.used')}</dt>
          <dd>{number.format(view.used)}</dd>
        </div>
        <div>
          <dt>{t('settings.quota.left')}</dt>
          <dd>
            {exhausted
              ? '0'
              : view.remaining !== null
                ? number.format(view.remaining)
                : t('settings.quota.notReported')}
            {view.limit !== null && (
              <span className="quota__of">
                {t('settings.quota.of', { limit: number.format(view.limit) })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('settings.quota.resetsAt')}</dt>
          <dd>{view.resetAt !== null ? timeOfDay(view.resetAt) : '—'}</dd>
        </div>
      </dl>
      {!exhausted && status.quota.pace && (
        <p className="quota__pace" data-testid="quota-pace">
          {paceWords(status.quota.pace, t, (epochMs) => timeOfDay(epochMs))}
        </p>
      )}
    </SettingsSection>
  );
}
