import { useCallback, useEffect, useState } from 'react';
import type { MaskedKey } from '../../../../shared/ipc-contract';
import type { KeyTestResult } from '../../../../shared/watchlist';
import { errorMessage } from '../../bridge';
import { KEY_TEST_ANSWERS, STORAGE_WORDS } from '../../format/key-answers';
import { useApp } from '../../state/app-context';
import { ConsentDialog } from './ConsentDialog';
import { SettingsSection } from './SettingsSection';
import './ConsentDialog.css';

/**
 * The key goes in here and never comes back out: the field starts empty, is cleared once the key
 * is saved or turned out to be useless, and the stored key is only ever shown masked.
 */
export function ApiKeySection() {
  const { api } = useApp();
  const [draft, setDraft] = useState('');
  const [masked, setMasked] = useState<MaskedKey | null>(null);
  const [answer, setAnswer] = useState<KeyTestResult | null>(null);
  const [busy, setBusy] = useState<'test' | 'save' | 'clear' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [consent, setConsent] = useState<string | null>(null);

  const refreshMasked = useCallback(async () => {
    try {
      setMasked(await api.invoke('key:masked'));
    } catch (caught) {
      setMessage(errorMessage(caught));
    }
  }, [api]);

  useEffect(() => {
    let cancelled = false;
    api
      .invoke('key:masked')
      .then((loaded) => {
        if (!cancelled) setMasked(loaded);
      })
      .catch((caught: unknown) => {
        if (!cancelled) setMessage(errorMessage(caught));
      });
    return () => {
      cancelled = true;
    };
  }, [api]);

  const act = async (
    kind: 'test' | 'save' | 'clear',
    action: () => Promise<void>,
  ): Promise<void> => {
    setBusy(kind);
    setMessage(null);
    try {
      await action();
    } catch (caught) {
      setMessage(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  const test = (): Promise<void> =>
    act('test', async () => {
      setAnswer(null);
      const key = draft.trim();
      const result = await api.invoke('key:test', key ? { key } : {});
      setAnswer(result);
      if (result === 'rejected' || result === 'suspended') setDraft('');
    });

  const save = (acceptObscured: boolean): Promise<void> =>
    act('save', async () => {
      const result = await api.invoke('key:set', { key: draft.trim(), acceptObscured });
      if (result.result === 'needs-consent') {
        setConsent(result.reason);
        return;
      }
      setConsent(null);
      if (result.result === 'invalid') {
        setMessage(result.reason);
        return;
      }
      setDraft('');
      setAnswer(null);
      setMasked({ masked: result.masked, storage: result.storage });
      setMessage('Key saved. Scoretray now uses it for live data.');
      // Say at once whether the service takes it, rather than when the next score is due.
      setAnswer(await api.invoke('key:test', {}));
    });

  const clear = (): Promise<void> =>
    act('clear', async () => {
      await api.invoke('key:clear');
      setAnswer(null);
      await refreshMasked();
      setMessage('Key removed. Scoretray is back on demo data.');
    });

  const trimmed = draft.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < 8;
  const testAnswer = answer ? KEY_TEST_ANSWERS[answer] : null;

  return (
    <SettingsSection
      id="key"
      title="API key"
      description="Your key for the sports data service. It is kept by the app and never shown again in full."
    >
      {masked?.masked ? (
        <div className="settings-masked">
          <span>
            <code data-testid="masked-key">{masked.masked}</code>{' '}
            <span className="settings-storage">{STORAGE_WORDS[masked.storage]}</span>
          </span>
          <button
            type="button"
            className="btn btn--quiet btn--small"
            disabled={busy !== null}
            onClick={() => void clear()}
          >
            Remove
          </button>
        </div>
      ) : (
        <p className="settings-note">No key saved: Scoretray shows demo data.</p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed.length >= 8) void save(false);
        }}
      >
        <label className="settings-label" htmlFor="api-key">
          {masked?.masked ? 'Replace the key' : 'Enter your key'}
        </label>
        <div className="settings-row">
          <input
            id="api-key"
            className="field"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="Paste your API key"
            value={draft}
            maxLength={256}
            onChange={(event) => {
              setDraft(event.target.value);
              setAnswer(null);
            }}
          />
        </div>
        <div className="settings-row">
          <button
            type="button"
            className="btn"
            disabled={busy !== null || (!trimmed && !masked?.masked)}
            onClick={() => void test()}
          >
            {busy === 'test' ? 'Testing…' : 'Test key'}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy !== null || trimmed.length < 8}
          >
            {busy === 'save' ? 'Saving…' : 'Save key'}
          </button>
        </div>
      </form>
      {tooShort && <p className="settings-note">A key has at least 8 characters.</p>}
      {testAnswer && (
        <p
          className="settings-answer"
          data-tone={testAnswer.tone}
          role="status"
          data-testid="key-test-answer"
        >
          {testAnswer.word}: {testAnswer.text}
        </p>
      )}
      {message && (
        <p className="settings-note" role="status">
          {message}
        </p>
      )}
      {consent && (
        <ConsentDialog
          reason={consent}
          onAccept={() => void save(true)}
          onCancel={() => setConsent(null)}
        />
      )}
    </SettingsSection>
  );
}
