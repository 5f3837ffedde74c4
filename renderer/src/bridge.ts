// The one way the window reaches the app: the preload's window.scoretray (or the test bridge that
// stands in for it in a browser).

import type { ScoretrayApi } from '../../shared/ipc-contract';
import { readableError } from './format/error-text';
import { i18n } from './i18n/i18n';

declare global {
  interface Window {
    scoretray?: ScoretrayApi;
  }
}

export function findBridge(): ScoretrayApi | null {
  return window.scoretray ?? null;
}

/** A readable message from whatever a failed invoke threw, in the window's language. */
export function errorMessage(error: unknown): string {
  return readableError(error, i18n.t);
}
