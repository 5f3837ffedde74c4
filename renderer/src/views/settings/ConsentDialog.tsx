import { useEffect, useRef } from 'react';

interface ConsentDialogProps {
  reason: string;
  onAccept: () => void;
  onCancel: () => void;
}

/** Asks before a key is kept only obscured on disk (Linux without a secret store). */
export function ConsentDialog({ reason, onAccept, onCancel }: ConsentDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
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
        Store the key without encryption?
      </h2>
      <p id="consent-reason" className="consent-dialog__text">
        {reason}
      </p>
      <p className="consent-dialog__text">
        Anyone who can read your files could then read the key. You can remove it again at any time.
      </p>
      <div className="consent-dialog__actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn--primary" onClick={onAccept}>
          Save anyway
        </button>
      </div>
    </dialog>
  );
}
