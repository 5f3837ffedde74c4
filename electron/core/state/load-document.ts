// Loading a stored document through a schema. Damaged or invalid content is never thrown away and
// never crashes the app: the file is moved aside for the user, a message says where it went, and
// the caller carries on with its fallback.

import type { z } from 'zod';
import type { DocumentStore } from '../ports';
import { documentFileName } from './document-errors';

export type LoadOutcome = 'found' | 'missing' | 'recovered';

export interface LoadedDocument<T> {
  value: T;
  /** found: read and valid; missing: nothing stored; recovered: damaged, moved aside, fallback used. */
  outcome: LoadOutcome;
  /** What the user should be told, when something was wrong. */
  problem: string | null;
}

export interface LoadDocumentOptions<S extends z.ZodType> {
  store: DocumentStore;
  name: string;
  schema: S;
  fallback: () => z.output<S>;
  /** How the message ends: what the app does instead. */
  fallbackDescription?: string;
  onProblem?: (message: string) => void;
}

export function loadDocument<S extends z.ZodType>(
  options: LoadDocumentOptions<S>,
): LoadedDocument<z.output<S>> {
  const { store, name, schema, fallback } = options;
  const consequence = options.fallbackDescription ?? 'defaults are used';
  let raw: unknown;
  try {
    raw = store.read(name);
  } catch (error) {
    return recovered(options, moveAside(store, name, 'damaged', reasonOf(error), consequence));
  }
  if (raw === undefined) return { value: fallback(), outcome: 'missing', problem: null };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { value: parsed.data, outcome: 'found', problem: null };
  return recovered(
    options,
    moveAside(store, name, 'not valid', summariseIssues(parsed.error), consequence),
  );
}

export interface MovedAside {
  /** Where the document went, or null when it could not be moved (it is then still in place). */
  location: string | null;
  message: string;
}

/**
 * Moves a document aside and words the message the user sees, e.g. "settings.json was damaged;
 * moved to /…/settings.corrupt-….json and defaults are used".
 */
export function moveAside(
  store: DocumentStore,
  name: string,
  what: string,
  reason: string,
  consequence: string,
): MovedAside {
  const file = documentFileName(name);
  let location: string | null;
  try {
    location = store.quarantine(name, `${what}: ${reason}`);
  } catch (error) {
    return {
      location: null,
      message: `${file} was ${what} (${reason}) and could not be moved aside (${reasonOf(error)}); ${consequence}`,
    };
  }
  const kept = location === null ? 'it could not be found to keep' : `moved to ${location}`;
  return { location, message: `${file} was ${what} (${reason}); ${kept} and ${consequence}` };
}

/** A short, readable account of what a schema rejected: the first few paths and why. */
export function summariseIssues(error: z.ZodError, limit = 3): string {
  const parts = error.issues.slice(0, limit).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  const more = error.issues.length - parts.length;
  return more > 0 ? `${parts.join('; ')}; and ${more} more` : parts.join('; ');
}

function recovered<S extends z.ZodType>(
  options: LoadDocumentOptions<S>,
  moved: MovedAside,
): LoadedDocument<z.output<S>> {
  const problem = moved.message;
  options.onProblem?.(problem);
  return { value: options.fallback(), outcome: 'recovered', problem };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const detail = (error as { detail?: unknown }).detail;
    return typeof detail === 'string' ? detail : error.message;
  }
  return String(error);
}
