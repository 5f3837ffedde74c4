import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaskedKey } from '../../../../shared/ipc-contract';
import type { KeyTestResult } from '../../../../shared/watchlist';
import { errorMessage } from '../../bridge';
import { keyTestAnswer, storageWords } from '../../format/key-answers';
import { useApp } from '../../state/app-context';
import { ConsentDialog } from './ConsentDialog';
import { SettingsSection } from './SettingsSection';
import './ConsentDialog.css';
import { request } from '../../state/request';

/**
 * The key goes in here and never comes back out: the field starts empty, is cleared once the key
 * is saved or turned out to be useless, and the stored key is only ever shown masked.
 */
export function ApiKeySection() {
  const { api } = useApp();
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [masked, setMasked] = useState<MaskedKey | null>(null);
  const [answer, setAnswer] = useState<KeyTestResult | null>(null);
  const [busy, setBusy] = useState<'test' | 'save' | 'clear' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [consent, setConsent] = useState<string | null>(null);

  const refreshMasked = useCallback(async () => {
    try {
      setMasked(await request(api, 'key:masked'));
    } catch (caught) {
      setMessage(errorMessage(caught));
    }
  }, [api]);

  useEffect(() => {
    let cancelled = false;
    request(api, 'key:masked')
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
      const result = await request(api, 'key:test', key ? { key } : {});
      setAnswer(result);
      if (result === 'rejected' || result === 'suspended') setDraft('');
    });

  const save = (acceptObscured: boolean): Promise<void> =>
    act('save', async () => {
      const result = await request(api, 'key:set', { key: draft.trim(), acceptObscured });
      if (result.result === 'needs-consent') {
        setConsent(t(`settings.key.consentReasons.${result.reason}`));
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
      setMessage(t('settings.key.saved'));
      // What the service said at the engine's first answer with the key: no second probe.
      setAnswer(result.verdict);
    });

  const clear = (): Promise<void> =>
    act('clear', async () => {
      await request(api, 'key:clear');
      setAnswer(null);
      await refreshMasked();
      setMessage(t('settings.key.removed'));
    });

  const trimmed = draft.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < 8;
  const testAnswer = answer ? keyTestAnswer(answer, t) : null;

  return (
    <SettingsSection id="key" described>
      {masked?.masked ? (
        <div className="settings-masked">
          <span>
            <code data-testid="masked-key">{masked.masked}</code>{' '}
            <span className="settings-storage">{storageWords(masked.storage, t)}</span>
          </span>
          <button
            type="button"
            className="btn btn--quiet btn--small"
            disabled={busy !== null}
            onClick={() => void clear()}
          >
            {t('settings.key.remove')}
          </button>
        </div>
      ) : (
        <p className="settings-note">{t('settings.key.none')}</p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed.length >= 8) void save(false);
        }}
      >
        <label className="settings-label" htmlFor="api-key">
          {masked?.masked ? t('settings.key.replace') : t('settings.key.enter')}
        </label>
        <div className="settings-row">
          <input
            id="api-key"
            className="field"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('settings.key.placeholder')}
            value={draft}
            maxLength={256}
            onChange={(event) => {
              setDraft(event.target.value);
              setAnswer(null);
            }}
          />
        </div>
        <div className="settings-row settings-row--wrap">
          <button
            type="button"
            className="btn"
            disabled={busy !== null || (!trimmed && !masked?.masked)}
            onClick={() => void test()}
          >
            {busy === 'test' ? t('settings.key.testing') : t('settings.key.test')}
          </button>
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy !== null || trimmed.length < 8}
          >
            {busy === 'save' ? t('settings.key.saving') : t('settings.key.save')}
          </button>
        </div>
      </form>
      {tooShort && <p className="settings-note">{t('settings.key.tooShort')}</p>}
      {testAnswer && (
        <p
          className="settings-answer"
          data-tone={testAnswer.tone}
          role="status"
          data-testid="key-test-answer"
        >
          {t('settings.key.answer', { word: testAnswer.word, text: testAnswer.text })}
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
