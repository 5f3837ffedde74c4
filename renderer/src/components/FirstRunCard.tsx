import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../state/app-context';
import './FirstRunCard.css';

export const FIRST_RUN_STORAGE_KEY = 'scoretray.firstRunDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(FIRST_RUN_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Two sentences for a first start: what this is, where the data comes from, how to add a key. */
export function FirstRunCard() {
  const { status, navigate } = useApp();
  const [dismissed, setDismissed] = useState(readDismissed);
  const { t } = useTranslation();
  if (dismissed || !status) return null;

  const dismiss = (): void => {
    try {
      window.localStorage.setItem(FIRST_RUN_STORAGE_KEY, '1');
    } catch {
      // Storage may be unavailable; the card then simply returns on the next start.
    }
    setDismissed(true);
    // The focused button goes away with the card: hand the keyboard to what comes next (the sport
    // chips, else the list), never to the page's body.
    requestAnimationFrame(() => {
      const next =
        document.querySelector<HTMLElement>('.sport-switcher [tabindex="0"]') ??
        document.querySelector<HTMLElement>('.live-row[tabindex="0"], .live-list, #view button');
      next?.focus();
    });
  };

  return (
    <section className="first-run card" aria-labelledby="first-run-title">
      <h2 className="first-run__title" id="first-run-title">
        {t('firstRun.title')}
      </h2>
      <p className="first-run__text">
        {t('firstRun.intro')} {status.demo ? t('firstRun.demo') : t('firstRun.keySet')}
      </p>
      <div className="first-run__actions">
        {status.demo && (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => navigate({ name: 'settings' })}
          >
            {t('firstRun.addKey')}
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={dismiss}>
          {t('firstRun.gotIt')}
        </button>
      </div>
    </section>
  );
}
