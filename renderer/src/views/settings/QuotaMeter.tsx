import type { AccountStatus } from '../../../../shared/domain';
import { paceWords } from '../../../../shared/quota-pace';
import { quotaView } from '../../format/quota';
import { timeOfDay } from '../../format/time';
import { useNow } from '../../state/use-now';
import { SettingsSection } from './SettingsSection';
import './QuotaMeter.css';

export function QuotaMeter({ status }: { status: AccountStatus }) {
  const now = useNow(60_000);
  const view = quotaView(status.quota, now);
  const number = new Intl.NumberFormat();
  const exhausted = status.state === 'quota-exhausted';
  return (
    <SettingsSection id="quota" title="Daily quota">
      {view.spentShare !== null && (
        <div
          className="quota__bar"
          role="meter"
          aria-label="Share of today's quota used"
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
          <dt>Used today</dt>
          <dd>{number.format(view.used)}</dd>
        </div>
        <div>
          <dt>Left</dt>
          <dd>
            {exhausted
              ? '0'
              : view.remaining !== null
                ? number.format(view.remaining)
                : 'not reported'}
            {view.limit !== null && (
              <span className="quota__of"> of {number.format(view.limit)}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Resets at</dt>
          <dd>{view.resetAt !== null ? timeOfDay(view.resetAt) : '—'}</dd>
        </div>
      </dl>
      {!exhausted && status.quota.pace && (
        <p className="quota__pace" data-testid="quota-pace">
          {paceWords(status.quota.pace)}
        </p>
      )}
    </SettingsSection>
  );
}
