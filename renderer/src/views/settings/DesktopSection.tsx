import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DEFAULT_GLOBAL_SHORTCUT,
  acceleratorProblemCode,
  type DesktopStatus,
  type ShortcutState,
  type UpdateState,
} from '../../../../shared/desktop';
import type { Settings } from '../../../../shared/settings';
import { errorMessage } from '../../bridge';
import { useApp } from '../../state/app-context';
import { useSettingsUpdate } from '../../state/use-settings-update';
import { SaveError, SettingsSection } from './SettingsSection';
import { request } from '../../state/request';

/** The updater's state in words ("Updates: downloading 1.4.0 (40 %)…"). */
function updateText(state: UpdateState, t: TFunction): string {
  switch (state.state) {
    case 'downloading':
      return state.percent === null
        ? t('settings.desktop.update.downloading', { version: state.version })
        : t('settings.desktop.update.downloadingPercent', {
            version: state.version,
            percent: state.percent,
          });
    case 'ready':
      return t('settings.desktop.update.ready', { version: state.version });
    case 'failed':
      return t('settings.desktop.update.failed', { message: state.message });
    default:
      return t(`settings.desktop.update.${state.state}`);
  }
}

/** Why the shortcut is not on, in words: taken by another app, or refused by the system. */
function shortcutNote(shortcut: ShortcutState | undefined, t: TFunction): string {
  if (shortcut?.state === 'taken')
    return t('settings.desktop.taken', { accelerator: shortcut.accelerator });
  if (shortcut?.state === 'invalid')
    return t('settings.desktop.refused', { accelerator: shortcut.accelerator });
  return t('settings.desktop.shortcutHint');
}

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

/** The shortcut's two buttons: none at all, or back to the default. */
const SHORTCUT_CHOICES = [
  { label: 'settings.desktop.off', shortcut: null },
  { label: 'settings.desktop.reset', shortcut: DEFAULT_GLOBAL_SHORTCUT },
] as const;

export function DesktopSection({ settings }: { settings: Settings }) {
  const { api } = useApp();
  const { t } = useTranslation();
  const { update, saving, error } = useSettingsUpdate();
  const [status, setStatus] = useState<DesktopStatus | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    request(api, 'desktop:status').then(
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
    const problem = acceleratorProblemCode(accelerator);
    setNote(
      problem
        ? t('settings.desktop.problemLine', {
            accelerator,
            problem: t(`settings.desktop.problem.${problem}`),
          })
        : null,
    );
    if (!problem) void update({ globalShortcut: accelerator });
  };
  const openLogs = () =>
    request(api, 'desktop:open-logs').then(
      // The shell's reason is for the log; the window says it in the user's language.
      (result) => setNote(result.opened ? null : t('settings.desktop.logsNotOpened')),
      (failure: unknown) => setNote(errorMessage(failure)),
    );

  return (
    <SettingsSection id="desktop">
      <label className="settings-label" htmlFor="global-shortcut">
        {t('settings.desktop.shortcut')}
      </label>
      <input
        id="global-shortcut"
        className="field"
        readOnly
        value={settings.globalShortcut ?? ''}
        placeholder={t('settings.desktop.stateOff')}
        disabled={saving}
        aria-describedby="global-shortcut-note"
        onKeyDown={onKeyDown}
      />
      <p className="settings-note" id="global-shortcut-note" role="status">
        {shortcutNote(shortcut, t)}
      </p>
      <div className="settings-row">
        {SHORTCUT_CHOICES.map(({ label, shortcut }) => (
          <button
            key={label}
            type="button"
            className="btn btn--small"
            disabled={saving}
            onClick={() => void update({ globalShortcut: shortcut })}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {status && <p className="settings-note">{updateText(status.update, t)}</p>}
      <div className="settings-row">
        {status?.update.state === 'ready' && (
          <button
            type="button"
            className="btn btn--small"
            onClick={() => void request(api, 'desktop:restart-to-update')}
          >
            {t('settings.desktop.restart')}
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={() => void openLogs()}>
          {t('settings.desktop.openLogs')}
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
