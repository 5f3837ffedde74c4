// Loading a stored document through a schema. Damaged or invalid content is never thrown away and
// never crashes the app: the file is moved aside for the user, a message says where it went, and
// the caller carries on with its fallback.

import type { z } from 'zod';
import { translator } from '../../../shared/i18n';
import { problem, type Problem, type ProblemPart } from '../../../shared/problems';
import type { DocumentStore } from '../ports';
import { documentFileName } from './document-errors';

export type LoadOutcome = 'found' | 'missing' | 'recovered';

export interface LoadedDocument<T> {
  value: T;
  /** found: read and valid; missing: nothing stored; recovered: damaged, moved aside, fallback used. */
  outcome: LoadOutcome;
  /** What the user should be told, when something was wrong. */
  problem: Problem | null;
}

export interface LoadDocumentOptions<S extends z.ZodType> {
  store: DocumentStore;
  name: string;
  schema: S;
  fallback: () => z.output<S>;
  /** How the message ends: what the app does instead (default: defaults are used). */
  fallbackDescription?: ProblemPart;
  onProblem?: (problem: Problem) => void;
}

export function loadDocument<S extends z.ZodType>(
  options: LoadDocumentOptions<S>,
): LoadedDocument<z.output<S>> {
  const { store, name, schema, fallback } = options;
  const consequence = options.fallbackDescription ?? 'defaultsUsed';
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
    moveAside(store, name, 'notValid', summariseIssues(parsed.error), consequence),
  );
}

export interface MovedAside {
  /** Where the document went, or null when it could not be moved (it is then still in place). */
  location: string | null;
  problem: Problem;
}

/**
 * Moves a document aside and says so, e.g. "settings.json was damaged; moved to
 * /…/settings.corrupt-….json and defaults are used"; the reason goes with it for the log.
 */
export function moveAside(
  store: DocumentStore,
  name: string,
  what: ProblemPart,
  reason: string,
  consequence: ProblemPart,
): MovedAside {
  return setAside(
    documentFileName(name),
    (note) => store.quarantine(name, note),
    what,
    reason,
    consequence,
  );
}

/** moveAside for any kept file (a log as well as a document): `keep` moves it, given the note. */
export function setAside(
  file: string,
  keep: (note: string) => string | null,
  what: ProblemPart,
  reason: string,
  consequence: ProblemPart,
): MovedAside {
  const parts = { file, what: { part: what }, consequence: { part: consequence } };
  let location: string | null;
  try {
    // The note beside the kept file is for whoever opens the folder: English, like the log.
    location = keep(`${translator('en')(`problems.part.${what}`)}: ${reason}`);
  } catch (error) {
    return {
      location: null,
      problem: problem('notMovedAside', parts, `${reason}; moving it: ${reasonOf(error)}`),
    };
  }
  if (location === null) return { location, problem: problem('notFoundToKeep', parts, reason) };
  return { location, problem: problem('movedAside', { ...parts, location }, reason) };
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
  options.onProblem?.(moved.problem);
  return { value: options.fallback(), outcome: 'recovered', problem: moved.problem };
}

function reasonOf(error: unknown): string {
  if (error instanceof Error) {
    const detail = (error as { detail?: unknown }).detail;
    return typeof detail === 'string' ? detail : error.message;
  }
  return String(error);
}
