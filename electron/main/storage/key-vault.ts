// The user's API key, encrypted with the OS secret store through safeStorage; the ciphertext (base64)
// is all that reaches the disk, in its own electron-store file. The key leaves this module only
// towards the engine: the renderer sees a masked form, through app-api.

import type { KeyVault } from '../../core/ports';
import { errorText } from '../../../shared/error-text';

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store backs the encryption; basic_text means a fixed, known password. */
  getSelectedStorageBackend?(): string;
}

/** The slice of electron-store the vault uses. */
export interface VaultFile {
  get(key: 'apiKey'): unknown;
  set(key: 'apiKey', value: StoredKey): void;
  delete(key: 'apiKey'): void;
}

export interface StoredKey {
  ciphertext: string;
  savedAt: number;
}

export class KeyVaultError extends Error {
  override readonly name = 'KeyVaultError';
}

export interface SafeStorageKeyVaultOptions {
  safeStorage: SafeStorageLike;
  file: VaultFile;
  platform: NodeJS.Platform;
  now?: () => number;
  log?: (message: string) => void;
}

export class SafeStorageKeyVault implements KeyVault {
  constructor(private readonly options: SafeStorageKeyVaultOptions) {}

  storageKind(): 'encrypted' | 'obscured' {
    const { safeStorage, platform } = this.options;
    if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text')
      return 'obscured';
    return 'encrypted';
  }

  save(key: string): void {
    const { safeStorage, file } = this.options;
    if (!safeStorage.isEncryptionAvailable()) {
      throw new KeyVaultError('The key cannot be saved: this system offers no way to encrypt it');
    }
    const ciphertext = safeStorage.encryptString(key).toString('base64');
    file.set('apiKey', { ciphertext, savedAt: (this.options.now ?? Date.now)() });
  }

  load(): string | null {
    const stored = this.options.file.get('apiKey');
    if (stored === undefined || stored === null) return null;
    if (!isStoredKey(stored)) {
      this.options.log?.('The stored key is not in the expected form; it is ignored');
      return null;
    }
    try {
      const key = this.options.safeStorage.decryptString(Buffer.from(stored.ciphertext, 'base64'));
      return key.length > 0 ? key : null;
    } catch (error) {
      // A new OS keychain or another user's file: the key cannot be recovered, so ask for it again.
      this.options.log?.(`The stored key could not be decrypted: ${errorText(error)}`);
      return null;
    }
  }

  clear(): void {
    this.options.file.delete('apiKey');
  }
}

function isStoredKey(value: unknown): value is StoredKey {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.ciphertext === 'string' && /^[A-Za-z0-9+/]+={0,2}$/.test(candidate.ciphertext)
  );
}
