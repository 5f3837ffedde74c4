import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../shared/domain';
import { openPlayer } from '../state/people-navigation';
import './PeopleLinks.css';
import { useApp } from '../state/app-context';
import { tabOf } from '../state/navigation';
import './AlertToasts.css';

const TOAST_MS = 8000;

/** The alerts the engine raised, shown in the window as well as natively, newest on top. */
export function AlertToasts({
  alerts,
  onDismiss,
}: {
  alerts: Alert[];
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="toasts" aria-live="polite" aria-label={t('toasts.label')}>
      {alerts.map((alert) => (
        <Toast key={alert.id} alert={alert} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

function Toast({ alert, onDismiss }: { alert: Alert; onDismiss: (id: string) => void }) {
  const { navigate, view } = useApp();
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A toast being read (under the pointer) or reached by keyboard stays; the rest of its time runs
  // on when it is left.
  const left = useRef(TOAST_MS);
  const held = hovered || focused;
  useEffect(() => {
    if (held) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => onDismiss(alert.id), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [alert.id, onDismiss, held]);

  return (
    <div
      className="toast"
      data-kind={alert.kind}
      data-side={sideOf(alert)}
      data-held={held || undefined}
      data-testid="alert-toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <button
        type="button"
        className="toast__body"
        onClick={() => {
          navigate({
            name: 'match',
            sport: alert.sport,
            matchId: alert.matchId,
            from: tabOf(view),
          });
          onDismiss(alert.id);
        }}
      >
        <span className="toast__title">{alert.title}</span>
        <span className="toast__text">{alert.body}</span>
      </button>
      {alert.scorer && (
        <button
          type="button"
          className="toast__scorer name-link"
          data-player={alert.scorer.id}
          onClick={() => {
            if (alert.scorer)
              navigate(openPlayer(view, { sport: alert.sport, playerId: alert.scorer.id }));
            onDismiss(alert.id);
          }}
        >
          {t('people.scorerCard', { name: alert.scorer.name })}
        </button>
      )}
      <button
        type="button"
        className="toast__close"
        aria-label={t('toasts.dismiss', { title: alert.title })}
        onClick={() => onDismiss(alert.id)}
      >
        ×
      </button>
    </div>
  );
}

/** A goal for the followed side or against it; undefined for every other alert. */
function sideOf(alert: Alert): 'for' | 'against' | undefined {
  if (alert.forFollowed === undefined) return undefined;
  return alert.forFollowed ? 'for' : 'against';
}
