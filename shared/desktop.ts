// What the desktop shell tells the window about itself (global shortcut, updates, logs), and the
// global shortcut's accelerator grammar. Pure: the settings schema, the shell and the Settings view
// all check a shortcut the same way.

import { translator } from './i18n';

/** Sensible default: three modifiers and S, which no common app or system binds globally. */
export const DEFAULT_GLOBAL_SHORTCUT = 'CommandOrControl+Alt+Shift+S';

const MODIFIERS = new Set([
  'Command',
  'Cmd',
  'Control',
  'Ctrl',
  'CommandOrControl',
  'CmdOrCtrl',
  'Alt',
  'Option',
  'AltGr',
  'Shift',
  'Super',
  'Meta',
]);

const NAMED_KEYS = new Set([
  'Space',
  'Tab',
  'Backspace',
  'Delete',
  'Insert',
  'Return',
  'Enter',
  'Up',
  'Down',
  'Left',
  'Right',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
  'Esc',
  'Plus',
]);

/**
 * Why an accelerator cannot be a global shortcut, or null when it can. A key alone (or with Shift
 * only) would take a letter away from typing in every other app, so a modifier is required unless
 * the key is a function key.
 */
export function acceleratorProblem(accelerator: string): string | null {
  const code = acceleratorProblemCode(accelerator);
  // In English: for logs and the settings schema's message; the window words the code itself.
  return code === null ? null : translator('en')(`settings.desktop.problem.${code}`);
}

/** What is wrong with an accelerator, as a code the window words in its language. */
export type AcceleratorProblem = 'length' | 'modifier' | 'repeated' | 'key' | 'weak';

export function acceleratorProblemCode(accelerator: string): AcceleratorProblem | null {
  const parts = accelerator.split('+');
  const key = parts.at(-1) ?? '';
  const modifiers = parts.slice(0, -1);
  if (accelerator.length === 0 || accelerator.length > 100) return 'length';
  if (modifiers.some((modifier) => !MODIFIERS.has(modifier))) return 'modifier';
  if (new Set(modifiers).size !== modifiers.length) return 'repeated';
  const functionKey = /^F([1-9]|1\d|2[0-4])$/.test(key);
  const validKey =
    /^[A-Z0-9]$/.test(key) || functionKey || NAMED_KEYS.has(key) || /^[-=[\];',./`\\]$/.test(key);
  if (!validKey) return 'key';
  const strong = modifiers.some((modifier) => modifier !== 'Shift');
  if (!strong && !functionKey) return 'weak';
  return null;
}

export type ShortcutState =
  | { state: 'off' }
  | { state: 'on'; accelerator: string }
  /** register() refused: another app holds it, or the desktop allows no global shortcuts. */
  | { state: 'taken'; accelerator: string }
  | { state: 'invalid'; accelerator: string };

export type UpdateState =
  /** A development build: there is nothing to update. */
  | { state: 'disabled' }
  | { state: 'idle'; checkedAt: number | null }
  | { state: 'checking' }
  | { state: 'downloading'; version: string; percent: number | null }
  | { state: 'ready'; version: string }
  | { state: 'offline'; checkedAt: number | null }
  | { state: 'failed'; message: string };

export interface DesktopStatus {
  shortcut: ShortcutState;
  update: UpdateState;
  /** The log file, for Settings to show where it is; null without a desktop shell. */
  logFile: string | null;
}

export type OpenLogsResult = { opened: true; path: string } | { opened: false; reason: string };

/** What a window without a desktop shell (the browser test bridge) is told. */
export const NO_DESKTOP: DesktopStatus = {
  shortcut: { state: 'off' },
  update: { state: 'disabled' },
  logFile: null,
};
