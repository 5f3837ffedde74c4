// A problem as the engine and the shell carry it: a key of the i18n `problems` group and the values
// its sentence takes, never an English sentence. Whoever shows it (a notification, the window, a
// headless line) words it in the user's language with problemText. Pure, for both sides.

import { z } from 'zod';
import { translator, type TFunction } from './i18n';
import { problemsEn } from './i18n/problems-en';

type Sentences = Omit<typeof problemsEn, 'part' | 'notice'>;
export type ProblemKey = keyof Sentences;
export type ProblemPart = keyof typeof problemsEn.part;

export const PROBLEM_KEYS = Object.keys(problemsEn).filter(
  (key) => key !== 'part' && key !== 'notice',
) as ProblemKey[];
export const PROBLEM_PARTS = Object.keys(problemsEn.part) as ProblemPart[];

/** A value of a sentence: a name, a path, a count, or a part worded in the same language. */
export type ProblemValue = string | number | { part: ProblemPart };

export interface ProblemWords {
  key: ProblemKey;
  values?: Record<string, ProblemValue>;
}

const valueSchema = z.union([
  z.string().max(2000),
  z.number(),
  z.object({ part: z.enum(PROBLEM_PARTS as [ProblemPart, ...ProblemPart[]]) }),
]);

/** For the IPC boundary: words the window is asked to show must name a sentence it has. */
export const problemWordsSchema = z.object({
  key: z.enum(PROBLEM_KEYS as [ProblemKey, ...ProblemKey[]]),
  values: z.record(z.string(), valueSchema).optional(),
});

export function problemWords(key: ProblemKey, values?: Record<string, ProblemValue>): ProblemWords {
  return values ? { key, values } : { key };
}

/** The sentence in the language of `t`. */
export function problemText(words: ProblemWords, t: TFunction): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(words.values ?? {})) {
    values[name] = typeof value === 'object' ? t(`problems.part.${value.part}`) : value;
  }
  return t(`problems.${words.key}`, values);
}

/**
 * The sentence for the window's notice of damaged data: where a sentence names a path (the kept
 * copy, the image index), its notice form says the same without it.
 */
export function noticeText(words: ProblemWords, t: TFunction): string {
  if (!isNoticeKey(words.key)) return problemText(words, t);
  return problemText({ ...words, key: `notice.${words.key}` as ProblemKey }, t);
}

function isNoticeKey(key: string): key is keyof typeof problemsEn.notice {
  return Object.hasOwn(problemsEn.notice, key);
}

/** The English sentence with its technical reason, for logs. */
export function problemLogLine(words: ProblemWords, detail?: string | null): string {
  const text = problemText(words, translator('en'));
  return detail ? `${text} (${detail})` : text;
}

/** The same words with every text value passed through `clean` (the shell takes secrets out). */
export function mapProblemText(words: ProblemWords, clean: (text: string) => string): ProblemWords {
  if (!words.values) return words;
  const values: Record<string, ProblemValue> = {};
  for (const [name, value] of Object.entries(words.values)) {
    values[name] = typeof value === 'string' ? clean(value) : value;
  }
  return { key: words.key, values };
}

/**
 * A refusal that has words of its own: thrown where a request cannot be done for a reason the
 * person should read (a key that stays home). Its message is the English for the log; a failed
 * request carries the words to the window (electron/core/app-failures.ts).
 */
export class ProblemError extends Error {
  override readonly name = 'ProblemError';
  constructor(
    readonly words: ProblemWords,
    detail?: string | null,
  ) {
    super(problemLogLine(words, detail));
  }
}

/** A problem as it is reported: its words, and the technical reason for the log (or null). */
export interface Problem {
  words: ProblemWords;
  detail: string | null;
}

export function problem(
  key: ProblemKey,
  values?: Record<string, ProblemValue>,
  detail: string | null = null,
): Problem {
  return { words: problemWords(key, values), detail };
}
