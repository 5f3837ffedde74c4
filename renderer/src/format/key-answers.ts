import type { KeyTestResult } from '../../../shared/watchlist';

export type Tone = 'good' | 'bad' | 'warn';

/** What the "Test key" answer means to a person. */
export const KEY_TEST_ANSWERS: Record<KeyTestResult, { word: string; text: string; tone: Tone }> = {
  valid: { word: 'Valid', text: 'the service accepts this key.', tone: 'good' },
  rejected: { word: 'Rejected', text: 'the service does not know this key.', tone: 'bad' },
  suspended: { word: 'Suspended', text: 'the service refuses this account.', tone: 'bad' },
  unreachable: {
    word: 'Unreachable',
    text: 'the service could not be reached to test the key.',
    tone: 'warn',
  },
  'quota-exhausted': {
    word: 'Quota used up',
    text: 'the key is known, but its quota for today is spent.',
    tone: 'warn',
  },
};

export const STORAGE_WORDS = {
  encrypted: 'stored encrypted by the system keychain',
  obscured: 'stored obscured, not encrypted (no keychain on this system)',
  none: 'no key stored',
} as const;
