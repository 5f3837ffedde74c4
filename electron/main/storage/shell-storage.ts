// Where the app keeps what it knows: the state documents (settings, last scores, alert ledger) and
// the key in the OS-encrypted vault. A vault file that cannot be read is moved aside and said, so
// the app still starts; the person enters the key again.

import { join } from 'node:path';
import { errorText } from '../../../shared/error-text';
import { problem, type Problem } from '../../../shared/problems';
import type { Clock } from '../../core/ports';
import { CachedKeyVault } from './cached-key-vault';
import {
  ElectronDocumentStore,
  type DocumentFile,
  type DocumentFileOptions,
} from './electron-document-store';
import { SafeStorageKeyVault, type SafeStorageLike, type VaultFile } from './key-vault';
import { quarantineFile } from '../../core/state/quarantine-file';

export interface ShellStorageDeps {
  userData: string;
  platform: NodeJS.Platform;
  safeStorage: SafeStorageLike;
  /** The vault's electron-store file `{cwd}/{name}.json`; throws when the file is unreadable. */
  openVaultFile: (location: { cwd: string; name: string }) => VaultFile;
  openDocumentFile: (options: DocumentFileOptions) => DocumentFile;
  clock: Clock;
  log: (message: string) => void;
}

export interface ShellStorage {
  store: ElectronDocumentStore;
  vault: CachedKeyVault;
  /** What became of a vault file that could not be read; null when it was fine. */
  vaultProblem: Problem | null;
}

export function openShellStorage(deps: ShellStorageDeps): ShellStorage {
  const now = () => deps.clock.now();
  const store = new ElectronDocumentStore({
    directory: join(deps.userData, 'state'),
    open: deps.openDocumentFile,
    now,
  });
  const opening = openVaultFile(deps);
  const vault = new CachedKeyVault(
    new SafeStorageKeyVault({
      safeStorage: deps.safeStorage,
      file: opening.file,
      platform: deps.platform,
      now,
      log: deps.log,
    }),
  );
  return { store, vault, vaultProblem: opening.problem };
}

/** Opens the vault file; a damaged one is moved aside (the key must be entered again) and said. */
function openVaultFile(deps: ShellStorageDeps): { file: VaultFile; problem: Problem | null } {
  const location = { cwd: deps.userData, name: 'vault' };
  try {
    return { file: deps.openVaultFile(location), problem: null };
  } catch (error) {
    const reason = errorText(error);
    const path = join(location.cwd, `${location.name}.json`);
    const kept = quarantineFile(path, `unreadable: ${reason}`, deps.clock.now());
    return {
      file: deps.openVaultFile(location),
      problem: kept
        ? problem('vaultMoved', { location: kept }, reason)
        : problem('vaultLost', {}, reason),
    };
  }
}
