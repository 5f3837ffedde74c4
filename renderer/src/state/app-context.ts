// What every view may read and do: the bridge, settings, account status, the live store, moving
// between views. Provided once by App.

import { createContext, useContext } from 'react';
import type { AccountStatus } from '../../../shared/domain';
import type { ScoretrayApi } from '../../../shared/ipc-contract';
import type { Settings } from '../../../shared/settings';
import type { LiveStore } from './live-store';
import type { View } from './navigation';

export interface AppContextValue {
  api: ScoretrayApi;
  settings: Settings | null;
  /** Takes the answer of any settings-changing call so every view sees it at once. */
  acceptSettings: (settings: Settings) => void;
  status: AccountStatus | null;
  live: LiveStore;
  /** teamKey(sport, teamId) of every followed team. */
  followedTeams: ReadonlySet<string>;
  view: View;
  navigate: (view: View) => void;
  /** The sport the live view shows beyond the watched ones (null: none): read while shown. */
  browseSport: (sport: string | null) => void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside of <AppContext>');
  return value;
}
