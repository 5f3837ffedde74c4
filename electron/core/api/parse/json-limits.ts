// Limits on what a JSON text from the service may hold, checked before JSON.parse builds anything.
// An answer under the body cap can still cost a gigabyte once parsed (8 MB of nested arrays, 100,000
// tiny events, one 7 MB string); one pass over the characters, with no allocation, refuses those
// with a clear reason instead.

export interface JsonLimits {
  /** Deepest nesting of arrays and objects. */
  maxDepth: number;
  /** Most items in one array or keys in one object. */
  maxItems: number;
  /** Longest string, in characters as sent (escapes counted as written). */
  maxStringLength: number;
  /**
   * Most items of all lists and objects together: the answer's whole budget. Within the body cap,
   * many containers each under maxItems still parse into hundreds of megabytes.
   */
  maxTotalItems: number;
}

/** Far beyond any answer of the service: its deepest payloads nest about ten levels. */
export const SERVICE_JSON_LIMITS: JsonLimits = {
  maxDepth: 48,
  maxItems: 10_000,
  maxStringLength: 20_000,
  // A busy day's list of a sport, some thousand events of a hundred values each, stays under it.
  maxTotalItems: 250_000,
};

const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/**
 * The reason the text breaks a limit, or null when it keeps to them. Broken JSON is left for
 * JSON.parse to report; this only counts.
 */
export function jsonLimitBreach(
  text: string,
  limits: JsonLimits = SERVICE_JSON_LIMITS,
): string | null {
  // Items per open container; the stack never grows past maxDepth.
  const counts: number[] = [];
  let depth = 0;
  let total = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      const start = at;
      at = closingQuote(text, at + 1);
      if (at - start - 1 > limits.maxStringLength) {
        return `a text of ${at - start - 1} characters (at most ${limits.maxStringLength} are read)`;
      }
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth++;
      if (depth > limits.maxDepth) {
        return `nesting deeper than ${limits.maxDepth} levels`;
      }
      // An empty container has no items; the first item is counted by the first non-space below.
      const first = isEmptyAhead(text, at + 1) ? 0 : 1;
      counts[depth] = first;
      total += first;
      if (total > limits.maxTotalItems) return tooManyInAll(limits);
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth = Math.max(0, depth - 1);
    } else if (code === COMMA && depth > 0) {
      const items = (counts[depth] ?? 0) + 1;
      counts[depth] = items;
      total += 1;
      if (total > limits.maxTotalItems) return tooManyInAll(limits);
      if (items > limits.maxItems) {
        return `a list or object of more than ${limits.maxItems} items`;
      }
    }
  }
  return null;
}

/**
 * Where the string opened before `from` ends (text.length when it does not). Strings are most of an
 * answer's characters: indexOf finds their end far faster than a loop over each character.
 */
function closingQuote(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1) {
    // Escaped when an odd number of backslashes stands before it.
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

function tooManyInAll(limits: JsonLimits): string {
  return `more than ${limits.maxTotalItems} values in all`;
}

function isEmptyAhead(text: string, from: number): boolean {
  for (let at = from; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) continue;
    return code === CLOSE_ARRAY || code === CLOSE_OBJECT;
  }
  return true;
}
