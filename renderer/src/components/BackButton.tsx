import { useEffect, useRef } from 'react';

/**
 * The "‹ Place" button of a page opened from elsewhere (a match, a table): it takes the focus when
 * the page opens, and Escape goes back from anywhere in the window, unless a dialog wants the key.
 */
export function BackButton({
  label,
  accessibleName,
  onBack,
}: {
  label: string;
  /** When the visible word alone would be vague ("Back to Live"); it must start with `label`. */
  accessibleName?: string;
  onBack: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      onBack();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onBack]);
  return (
    <button
      ref={button}
      type="button"
      className="btn btn--quiet btn--small"
      aria-label={accessibleName}
      onClick={onBack}
    >
      <span aria-hidden="true">‹</span> {label}
    </button>
  );
}
