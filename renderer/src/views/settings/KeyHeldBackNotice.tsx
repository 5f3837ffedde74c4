import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../../../../shared/problems';
import { errorMessage } from '../../bridge';
import { useApp } from '../../state/app-context';
import { request } from '../../state/request';

/**
 * The saved key is kept back from the service address (the address changed on disk, or the person
 * declined): say why, and offer to ask again. The question itself is asked by the main process in
 * a dialog of its own, so this page can never send the key anywhere by itself.
 */
export function KeyHeldBackNotice() {
  const { api, status } = useApp();
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const heldBack = status?.keyHeldBack ?? null;
  if (!heldBack && !message) return null;

  const confirm = async (): Promise<void> => {
    setAsking(true);
    setMessage(null);
    try {
      const confirmed = await request(api, 'key:confirm-address');
      setMessage(
        confirmed
          ? t('settings.service.heldBack.confirmed')
          : t('settings.service.heldBack.declined'),
      );
    } catch (caught) {
      setMessage(errorMessage(caught));
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="settings-held-back" data-testid="key-held-back">
      {heldBack && (
        <p className="settings-error" role="status">
          {problemText(heldBack.words, t)}
        </p>
      )}
      {heldBack?.confirmable && (
        <button type="button" className="btn" disabled={asking} onClick={() => void confirm()}>
          {asking ? t('settings.service.heldBack.asking') : t('settings.service.heldBack.confirm')}
        </button>
      )}
      {message && (
        <p className="settings-note" role="status">
          {message}
        </p>
      )}
    </div>
  );
}
