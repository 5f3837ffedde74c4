// A failed request reaches the window as a code it words in its own language: a German user reads
// a German sentence with the local time, never the engine's English message.

import { describe, expect, it } from 'vitest';
import { ServiceError } from '../../electron/core/api/service-errors';
import { failureOf, invokeResult } from '../../electron/core/app-failures';
import { SettingsUpdateError } from '../../electron/core/state/settings-store';
import { readableError } from '../../renderer/src/format/error-text';
import { translator } from '../../shared/i18n';
import { RequestFailed, request } from '../../renderer/src/state/request';
import { problemText, problemWords } from '../../shared/problems';
import { AccessKeeper } from '../../electron/core/engine/access';
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

  it('carries the code as data, the English kept for the log', async () => {
    const logged: string[] = [];
    const result = await invokeResult(
      async () => {
        throw new ServiceError(
          'quota',
          'The daily quota is used up until 2026-11-22T23:26:00.000Z',
          {
            resetAt: RESET,
          },
        );
      },
      (error) => logged.push(String(error)),
    );
    expect(result).toEqual({ ok: false, failure: { code: 'quota', resetAt: RESET } });
    expect(logged.join()).toMatch(/The daily quota is used up until /);
    // As the window reads it: a RequestFailed, said in German with the local time.
    const error = await request({ invoke: async () => result as never }, 'search:run', {
      sport: 'football',
      query: 'Rovers',
    }).then(
      () => new Error('the search did not fail'),
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(RequestFailed);
    const german = readableError(error, translator('de'), Date.UTC(2026, 10, 22, 20, 0));
    expect(german).toMatch(
      /^Das heutige Kontingent ist verbraucht; es steht wieder zur Verfügung: /,
    );
    expect(german).not.toMatch(/quota|used up|\d{4}-\d{2}-\d{2}T/);
  });

  it('answers a value as data too', async () => {
    expect(await invokeResult(async () => 'valid')).toEqual({ ok: true, value: 'valid' });
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
      const result = await invokeResult(async () => {
        keeper.testTarget('sk-draft-key');
        return 'valid';
      });
      expect(result.ok).toBe(false);
      const error = new RequestFailed('key:test', result.ok ? { code: 'unknown' } : result.failure);
      const de = translator('de');
      expect(readableError(error, de)).toBe(
        problemText(problemWords('keyNotSentInsecure', { address }), de),
      );
    }
  });
});
