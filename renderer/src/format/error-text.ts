// Every error a user can meet, as a sentence in their language and local time. The engine's
// messages are written for logs ("…until 2026-11-22T23:26:06.000Z (429)"); the window never shows
// them raw: known kinds get their own sentence, anything else loses its prefixes and has every
// ISO instant rewritten in local time.

import type { TFunction } from 'i18next';
import { failureIn, type InvokeFailure } from '../../../shared/ipc-contract';
import { kickoffLabel } from './time';

const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})/g;

/** Electron and the bridge wrap a remote error: "Error invoking remote method 'x': Error: …". */
function unwrap(message: string): string {
  return message
    .replace(/^Error invoking remote method '[^']*':\s*/i, '')
    .replace(/^(?:\w*Error|Error):\s*/, '')
    .trim();
}

function localWhen(iso: string, now: number): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? kickoffLabel(ms, now) : iso;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const first = trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

const FAILURE_WORDS: Record<Exclude<InvokeFailure['code'], 'quota'>, string> = {
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
  if (failure.code !== 'quota') return t(FAILURE_WORDS[failure.code]);
  return failure.resetAt === undefined
    ? t('errors.quota')
    : t('errors.quotaUntil', { when: kickoffLabel(failure.resetAt, now) });
}

/** The message of whatever a failed call threw, as a person should read it. */
export function readableError(error: unknown, t: TFunction, now = Date.now()): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const failure = failureIn(raw);
  if (failure) return failureText(failure, t, now);
  const message = unwrap(raw);
  if (message === '') return t('errors.unknown');

  if (/quota/i.test(message)) {
    const instant = message.match(ISO_INSTANT)?.[0];
    return instant ? t('errors.quotaUntil', { when: localWhen(instant, now) }) : t('errors.quota');
  }
  if (/\b401\b|unauthori[sz]ed|key (?:was )?rejected|invalid key/i.test(message))
    return t('errors.key');
  if (/\b403\b|suspended|access denied/i.test(message)) return t('errors.suspended');
  if (/could not reach|network|timed? ?out|ECONN|ENOTFOUND|fetch failed/i.test(message))
    return t('errors.network');
  if (/service failed \(5\d\d|\b50[0-9]\b/i.test(message)) return t('errors.server');
  if (/not found \(404|\b404\b/i.test(message)) return t('errors.notFound');
  if (/broken JSON|unexpected answer|could not be read/i.test(message))
    return t('errors.badAnswer');
  if (/connection to the app was lost/i.test(message)) return t('errors.appLost');

  return sentence(message.replace(ISO_INSTANT, (iso) => localWhen(iso, now)));
}
