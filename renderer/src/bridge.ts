// The one way the window reaches the app: the preload's window.scoretray (or the test bridge that
// stands in for it in a browser).

import type { ScoretrayApi } from '../../shared/ipc-contract';

declare global {
  interface Window {
    scoretray?: ScoretrayApi;
  }
}

export function findBridge(): ScoretrayApi | null {
  return window.scoretray ?? null;
}

/** A readable message from whatever a failed invoke threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}
