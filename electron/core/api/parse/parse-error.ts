// Typed outcomes of parsing: a whole body in no known shape is a ParseError; one bad item of a list
// is an ItemProblem reported beside the good items, never a reason to drop the whole list.

import type { z } from 'zod';

export class ParseError extends Error {
  override readonly name = 'ParseError';
  constructor(
    /** What was being read ("live list", "match detail", ...). */
    readonly what: string,
    message: string,
  ) {
    super(`${what}: ${message}`);
  }
}

export interface ItemProblem {
  /** Position of the item in the list the service sent. */
  index: number;
  /** The item's id when it had a readable one, to help a person find it. */
  id: number | string | null;
  message: string;
}

export interface ListResult<T> {
  items: T[];
  problems: ItemProblem[];
}

export function isParseError(error: unknown): error is ParseError {
  return error instanceof ParseError;
}

/** One line per zod issue, with the path, short enough for a log line. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.path.length > 0 ? issue.path.join('.') : '(root)';
      return `${path}: ${issue.message}`;
    })
    .join('; ');
}

export function itemIdOf(item: unknown): number | string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return null;
  const id = (item as Record<string, unknown>).id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}
