// A failed request reaches the window as a code it words in its own language: a German user reads
// a German sentence with the local time, never the engine's English message.

import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/core/api/service-errors';
import { failureOf, withFailureCodes } from '../../electron/core/app-failures';
import type { AppApi } from '../../electron/core/app-api';
import { SettingsUpdateError } from '../../electron/core/state/settings-store';
import { readableError } from '../../renderer/src/format/error-text';
import { translator } from '../../shared/i18n';
import { failureIn } from '../../shared/ipc-contract';
import { problemText, problemWords } from '../../shared/problems';
import { AccessKeeper } from '../../electron/core/engine-access';
import { KeyBinding } from '../../electron/core/state/key-binding';
import { MemoryDocumentStore } from '../fixtures/memory-document-store';

const RESET = Date.UTC(2026, 10, 22, 23, 26);

describe('failure codes of a request', () => {
  it('gives the gate’s reason for a request not sent, with the quota’s reset time', () => {
    const blocked = new ServiceError('blocked', 'Not sent: quota', {
      code: 'quota',
      resetAt: RESET,
    });
    expect(failureOf(blocked)).toEqual({ code: 'quota', resetAt: RESET });
    expect(failureOf(new ServiceError('blocked', 'Not sent', { code: 'unauthorized' }))).toEqual({
      code: 'unauthorized',
    });
    expect(failureOf(new ServiceError('timeout', 'slow'))).toEqual({ code: 'network' });
    expect(failureOf(new SettingsUpdateError('Settings were not changed: x'))).toEqual({
      code: 'not-changed',
    });
    expect(failureOf(new Error('anything'))).toEqual({ code: 'unknown' });
  });

  it('carries the code through a handler’s rejection, the English kept for the log', async () => {
    const api = withFailureCodes({
      'search:run': async () => {
        throw new ServiceError(
          'quota',
          'The daily quota is used up until 2026-11-22T23:26:00.000Z',
          {
            resetAt: RESET,
          },
        );
      },
    } as unknown as AppApi);
    const error: Error = await api['search:run']({ sport: 'football', query: 'Rovers' }).then(
      () => new Error('the search did not fail'),
      (caught: Error) => caught,
    );
    expect(error.message).toMatch(/^The daily quota is used up until /);
    expect(failureIn(error.message)).toEqual({ code: 'quota', resetAt: RESET });
    // As Electron hands it to the window: wrapped, and read in German.
    const wrapped = new Error(`Error invoking remote method 'search:run': Error: ${error.message}`);
    const german = readableError(wrapped, translator('de'), Date.UTC(2026, 10, 22, 20, 0));
    expect(german).toMatch(
      /^Das heutige Kontingent ist verbraucht; es steht wieder zur Verfügung: /,
    );
    expect(german).not.toMatch(/quota|used up|\d{4}-\d{2}-\d{2}T/);
  });

  it('lets no unknown code through the boundary', () => {
    expect(failureIn('Boom [[failure:{"code":"exploded"}]]')).toBeNull();
    expect(failureIn('Boom [[failure:not json]]')).toBeNull();
  });

  it('says in the window’s language why a key test was refused: the key stays home', async () => {
    // An address in brackets too: the failure's words must come through whole.
    for (const address of ['http://scores.example.com', 'http://[2001:db8::1]:8080']) {
      const keeper = new AccessKeeper({
        keys: { current: () => 'sk-saved-key' },
        binding: new KeyBinding(new MemoryDocumentStore()),
        address: () => ({ addressForm: 'path', baseUrl: address }),
        addressNamedForRun: false,
        problem: () => undefined,
      });
      const api = withFailureCodes({
        'key:test': async ({ key }: { key: string }) => {
          keeper.testTarget(key);
          return 'valid';
        },
      } as unknown as AppApi);
      const error: Error = await api['key:test']({ key: 'sk-draft-key' }).then(
        () => new Error('the key test was not refused'),
        (caught: Error) => caught,
      );
      expect(error.message).toMatch(/^Your API key is not sent to /);
      const de = translator('de');
      expect(readableError(error, de)).toBe(
        problemText(problemWords('keyNotSentInsecure', { address }), de),
      );
    }
  });
});
