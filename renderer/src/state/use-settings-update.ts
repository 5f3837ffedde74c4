import { useCallback, useState } from 'react';
import type { SettingsPatch } from '../../../shared/settings';
import { errorMessage } from '../bridge';
import { useApp } from './app-context';
import { request } from './request';

export interface SettingsUpdater {
  update: (patch: SettingsPatch) => Promise<boolean>;
  saving: boolean;
  error: string | null;
}

/** Sends a settings patch; the stored settings come back and every view sees them at once. */
export function useSettingsUpdate(): SettingsUpdater {
  const { api, acceptSettings } = useApp();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const update = useCallback(
    async (patch: SettingsPatch) => {
      setSaving(true);
      setError(null);
      try {
        acceptSettings(await request(api, 'settings:update', patch));
        return true;
      } catch (caught) {
        setError(errorMessage(caught));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [api, acceptSettings],
  );
  return { update, saving, error };
}
