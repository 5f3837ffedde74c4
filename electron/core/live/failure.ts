// What a failed request means for the engine: whether it is worth waiting out (the next good answer
// is then a catch-up), and how to say it to a person.

import { isServiceError, type ServiceErrorKind } from '../api/service-errors';
import { errorText } from '../../../shared/error-text';

export interface FailureReading {
  kind: ServiceErrorKind | 'unknown';
  /** The service may answer again soon without anything changing on our side. */
  transient: boolean;
  message: string;
}

const TRANSIENT: ReadonlySet<string> = new Set(['server', 'network', 'timeout', 'bad-payload']);

export function classifyFailure(error: unknown): FailureReading {
  if (isServiceError(error)) {
    return { kind: error.kind, transient: TRANSIENT.has(error.kind), message: error.message };
  }
  const message = errorText(error);
  return { kind: 'unknown', transient: true, message };
}
