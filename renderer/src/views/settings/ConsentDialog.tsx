import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface ConsentDialogProps {
  reason: string;
  onAccept: () => void;
  onCancel: () => void;
}

/** Asks before a key is kept only obscured on disk (Linux without a secret store). */
export function ConsentDialog({ reason, onAccept, onCancel }: ConsentDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="consent-dialog"
      aria-labelledby="consent-title"
      aria-describedby="consent-reason"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="consent-title" className="consent-dialog__title">
        {t('settings.key.consentTitle')}
      </h2>
      <p id="consent-reason" className="consent-dialog__text">
        {reason}
      </p>
      <p className="consent-dialog__text">{t('settings.key.consentText')}</p>
      <div className="consent-dialog__actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('settings.key.cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={onAccept}>
          {t('settings.key.saveAnyway')}
        </button>
      </div>
    </dialog>
  );
}
