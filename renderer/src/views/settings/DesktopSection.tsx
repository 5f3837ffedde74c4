import { useEffect, useState, type KeyboardEvent } from 'react';
import {
  DEFAULT_GLOBAL_SHORTCUT,
  acceleratorProblem,
  type DesktopStatus,
  type UpdateState,
} from '../../../../shared/desktop';
import type { Settings } from '../../../../shared/settings';
import { errorMessage } from '../../bridge';
import { useApp } from '../../state/app-context';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';

// The words of this section in one place, for the i18n layer to route.
const TEXT = {
  title: 'Desktop',
  shortcut: 'Shortcut to open and close Scoretray',
  shortcutHint: 'Click the field and press the keys (with Ctrl, Alt or Cmd).',
  off: 'Turn off',
  reset: 'Use the default',
  stateOff: 'No shortcut.',
  openLogs: 'Open logs',
  update: (state: UpdateState): string => {
    switch (state.state) {
      case 'disabled':
        return 'Updates: this build does not update itself.';
      case 'idle':
        return 'Updates: Scoretray is up to date.';
      case 'checking':
        return 'Updates: checking…';
      case 'downloading':
        return `Updates: downloading ${state.version}${state.percent === null ? '' : ` (${state.percent}%)`}…`;
      case 'ready':
        return `Updates: ${state.version} is ready.`;
      case 'offline':
        return 'Updates: offline, will check again later.';
      case 'failed':
        return `Updates: the last check failed (${state.message}).`;
    }
  },
  restart: 'Restart to update',
};

/** Electron's accelerator for a key press, or null while only modifiers are down. */
function acceleratorOf(event: KeyboardEvent): string | null {
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  if (['Control', 'Shift', 'Alt', 'Meta'].includes(key)) return null;
  const named: Record<string, string> = { ' ': 'Space', ArrowUp: 'Up', ArrowDown: 'Down' };
  const parts = [
    event.ctrlKey || event.metaKey ? 'CommandOrControl' : null,
    event.altKey ? 'Alt' : null,
    event.shiftKey ? 'Shift' : null,
    named[event.key] ?? key,
  ];
  return parts.filter(Boolean).join('+');
}

export function DesktopSection({ settings }: { settings: Settings }) {
  const { api } = useApp();
  const { update, saving, error } = useSettingsUpdate();
  const [status, setStatus] = useState<DesktopStatus | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api.invoke('desktop:status').then(
      (value) => live && setStatus(value),
      () => undefined,
    );
    const off = api.on('desktop:changed', setStatus);
    return () => {
      live = false;
      off();
    };
  }, [api]);

  const shortcut = status?.shortcut;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab') return;
    event.preventDefault();
    const accelerator = acceleratorOf(event);
    if (!accelerator) return;
    const problem = acceleratorProblem(accelerator);
    setNote(problem ? `${accelerator}: ${problem}` : null);
    if (!problem) void update({ globalShortcut: accelerator });
  };
  const openLogs = () =>
    api.invoke('desktop:open-logs').then(
      (result) => setNote(result.opened ? null : result.reason),
      (failure: unknown) => setNote(errorMessage(failure)),
    );

  return (
    <SettingsSection id="desktop" title={TEXT.title}>
      <label className="settings-label" htmlFor="global-shortcut">
        {TEXT.shortcut}
      </label>
      <input
        id="global-shortcut"
        className="field"
        readOnly
        value={settings.globalShortcut ?? ''}
        placeholder={TEXT.stateOff}
        disabled={saving}
        aria-describedby="global-shortcut-note"
        onKeyDown={onKeyDown}
      />
      <p className="settings-note" id="global-shortcut-note" role="status">
        {shortcut?.state === 'taken' || shortcut?.state === 'invalid'
          ? shortcut.message
          : TEXT.shortcutHint}
      </p>
      <div className="settings-row">
        <button
          type="button"
          disabled={saving}
          onClick={() => void update({ globalShortcut: null })}
        >
          {TEXT.off}
        </button>
        <button
          type="button"
          disabled={saving}
          onClick={() => void update({ globalShortcut: DEFAULT_GLOBAL_SHORTCUT })}
        >
          {TEXT.reset}
        </button>
      </div>
      {status && <p className="settings-note">{TEXT.update(status.update)}</p>}
      <div className="settings-row">
        {status?.update.state === 'ready' && (
          <button type="button" onClick={() => void api.invoke('desktop:restart-to-update')}>
            {TEXT.restart}
          </button>
        )}
        <button type="button" onClick={() => void openLogs()}>
          {TEXT.openLogs}
        </button>
      </div>
      {note && (
        <p className="settings-error" role="alert">
          {note}
        </p>
      )}
      <SaveError error={error} />
    </SettingsSection>
  );
}
