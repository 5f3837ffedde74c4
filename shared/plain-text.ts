// Text that came from outside (the service's team, player and tournament names, status words, its
// error messages) is shown in a terminal, a tray title, a native notification and log lines. There
// it must stay text: a control character can clear a terminal or set its title (ESC, CSI, OSC, C1),
// a CR or LF forges a line of its own, a NUL cuts it, and a bidi override makes "1–0" read as
// "0–1". All of them are removed (line breaks and tabs become a space); nothing a person reads is
// lost, since no name needs them.

/**
 * Whole terminal sequences, so that no half of one is left to read as a name: CSI (ESC [ or C1
 * CSI, parameters, a final byte), OSC, DCS, SOS, PM and APC strings up to BEL or ST, and any other
 * two-character ESC sequence.
 */
const SEQUENCES =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u007e]?/g;
/** C0 and C1 controls, DEL, bidi embeddings, overrides, isolates and marks, and the BOM. */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
/** What breaks a line (CR, LF, NEL, the line and paragraph separators) and the tab. */
const BREAKS = /[\t\n\r\u0085\u2028\u2029]/g;
const ANY =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff]/;

/** The text with nothing that could drive a terminal or reorder what is shown around it. */
export function plainText(text: string): string {
  // Nearly every text is clean: one test, no copy.
  if (!ANY.test(text)) return text;
  return text.replace(SEQUENCES, '').replace(HIDDEN, '').replace(BREAKS, ' ');
}

/**
 * What in a JSON text can become a character plainText removes: such a character written as it is
 * (raw controls cannot be inside a JSON string, but C1, bidi and separators can), or any escape (a
 * backslash: \u001b, \n). A text without any holds only strings that are plain already. One class,
 * no alternative: it costs less than the walk it spares (50 against 80 µs for a 39 kB live list).
 */
const MAY_HIDE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029\ufeff\\]/;

/**
 * JSON.parse of a text from outside, every string in it made plain. The walk over the parsed value
 * (a tenth of a live list's CPU) is skipped when one scan of the text shows there is nothing to clean.
 */
export function parsePlainJson(text: string): unknown {
  const value = JSON.parse(text) as unknown;
  return MAY_HIDE.test(text) ? plainStrings(value) : value;
}

/**
 * Every string value of a JSON value made plain, in place: what JSON.parse made of an answer of the
 * service, before anything reads it. Keys are left alone: nothing shows them, and a key rewritten
 * could become `__proto__`.
 */
export function plainStrings<T>(value: T): T {
  return walk(value, 0) as T;
}

/** JSON.parse nests as deep as the text; answers are checked to nest far less before (json-limits). */
function walk(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return plainText(value);
  if (value === null || typeof value !== 'object' || depth > 256) return value;
  if (Array.isArray(value)) {
    for (let at = 0; at < value.length; at++) {
      const inner = value[at] as unknown;
      const plain = walk(inner, depth + 1);
      if (plain !== inner) value[at] = plain;
    }
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const inner = record[key];
    const plain = walk(inner, depth + 1);
    if (plain !== inner) Object.defineProperty(record, key, { value: plain });
  }
  return record;
}
