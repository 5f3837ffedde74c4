import { useState } from 'react';
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
  if (dismissed || !status) return null;

  const dismiss = (): void => {
    try {
      window.localStorage.setItem(FIRST_RUN_STORAGE_KEY, '1');
    } catch {
      // Storage may be unavailable; the card then simply returns on the next start.
    }
    setDismissed(true);
  };

  return (
    <section className="first-run card" aria-labelledby="first-run-title">
      <h2 className="first-run__title" id="first-run-title">
        Welcome to Scoretray
      </h2>
      <p className="first-run__text">
        Scoretray keeps the live scores of the teams you follow in your tray and tells you the
        moment they score, kick off or finish.{' '}
        {status.demo
          ? 'What you see now is demo data from a built-in simulation: add your own API key under Settings to follow real matches.'
          : 'Your API key is set: search for a team and follow it to get its alerts.'}
      </p>
      <div className="first-run__actions">
        {status.demo && (
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => navigate({ name: 'settings' })}
          >
            Add API key
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={dismiss}>
          Got it
        </button>
      </div>
    </section>
  );
}
