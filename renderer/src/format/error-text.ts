// Every error a user can meet, as a sentence in their language and local time. The engine's
// messages are written for logs ("…until 2026-11-22T23:26:06.000Z (429)"); the window never shows
// them raw: every handler's failure comes as data with a code (electron/core/app-failures.ts, a
// RequestFailed here) worded here. Only a refusal before any handler ran (a request the IPC layer or
// the preload turned away) comes without one; it is shown as a sentence, without the wrapping of
// the remote call.

import type { TFunction } from 'i18next';
import type { InvokeFailure } from '../../../shared/ipc-contract';
import type { WordKey } from '../../../shared/i18n';
import { problemText } from '../../../shared/problems';
import { RequestFailed } from '../state/request';
import { kickoffLabel } from './time';

/** Electron and the bridge wrap a remote error: "Error invoking remote method 'x': Error: …". */
function unwrap(message: string): string {
  return message
    .replace(/^Error invoking remote method '[^']*':\s*/i, '')
    .replace(/^(?:\w*Error|Error):\s*/, '')
    .trim();
}

function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const first = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

const FAILURE_WORDS: Record<Exclude<InvokeFailure['code'], 'quota'>, WordKey> = {
  unauthorized: 'errors.key',
  suspended: 'errors.suspended',
  network: 'errors.network',
  server: 'errors.server',
  'not-found': 'errors.notFound',
  'bad-payload': 'errors.badAnswer',
  'not-changed': 'errors.notChanged',
  unknown: 'errors.unknown',
};

/** A failure the app coded (shared/ipc-contract.ts), in the window's words. */
function failureText(failure: InvokeFailure, t: TFunction, now: number): string {
  if (failure.words) return problemText(failure.words, t);
  if (failure.code !== 'quota') return t(FAILURE_WORDS[failure.code]);
  return failure.resetAt === undefined
    ? t('errors.quota')
    : t('errors.quotaUntil', { when: kickoffLabel(failure.resetAt, now) });
}

/** The message of whatever a failed call threw, as a person should read it. */
export function readableError(error: unknown, t: TFunction, now = Date.now()): string {
  if (error instanceof RequestFailed) return failureText(error.failure, t, now);
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = unwrap(raw);
  return message === '' ? t('errors.unknown') : sentence(message);
}
