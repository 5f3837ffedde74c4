import type { TFunction } from 'i18next';
import type { KeyTestResult } from '../../../shared/watchlist';

export type Tone = 'good' | 'bad' | 'warn';

const TONES: Record<KeyTestResult, Tone> = {
  valid: 'good',
  rejected: 'bad',
  suspended: 'bad',
  unreachable: 'warn',
  'quota-exhausted': 'warn',
};

/** What the "Test key" answer means to a person. */
export function keyTestAnswer(
  result: KeyTestResult,
  t: TFunction,
): { word: string; text: string; tone: Tone } {
  return {
    word: t(`settings.key.answers.${result}.word`),
    text: t(`settings.key.answers.${result}.text`),
    tone: TONES[result],
  };
}

export function storageWords(storage: 'encrypted' | 'obscured' | 'none', t: TFunction): string {
  return t(`settings.key.storage.${storage}`);
}
