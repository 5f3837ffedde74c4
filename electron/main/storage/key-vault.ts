// The user's API key, encrypted with the OS secret store through safeStorage; the ciphertext (base64)
// is all that reaches the disk, in its own electron-store file. The key leaves this module only
// towards the engine: the renderer sees a masked form, through app-api.
// Electron deprecates safeStorage's synchronous calls for removal: where its asynchronous ones exist
// (encryptStringAsync, decryptStringAsync, isAsyncEncryptionAvailable) only those are used; an
// Electron without them gets the synchronous ones, and the log says so once.

import { errorText } from '../../../shared/error-text';

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  isAsyncEncryptionAvailable?(): Promise<boolean>;
  encryptStringAsync?(plainText: string): Promise<Buffer>;
  /** shouldReEncrypt: the OS key was rotated; the result should be encrypted and saved again. */
  decryptStringAsync?(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
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

/** safeStorage's three calls, asynchronous whichever API is behind them. */
interface Cipher {
  available(): Promise<boolean>;
  encrypt(plainText: string): Promise<Buffer>;
  decrypt(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
}

function cipherOf(safeStorage: SafeStorageLike, log?: (message: string) => void): Cipher {
  const { isAsyncEncryptionAvailable, encryptStringAsync, decryptStringAsync } = safeStorage;
  if (isAsyncEncryptionAvailable && encryptStringAsync && decryptStringAsync) {
    return {
      available: () => isAsyncEncryptionAvailable.call(safeStorage),
      encrypt: (plainText) => encryptStringAsync.call(safeStorage, plainText),
      decrypt: (encrypted) => decryptStringAsync.call(safeStorage, encrypted),
    };
  }
  log?.('safeStorage has no asynchronous API in this Electron: the synchronous one is used');
  return {
    available: async () => safeStorage.isEncryptionAvailable(),
    encrypt: async (plainText) => safeStorage.encryptString(plainText),
    decrypt: async (encrypted) => ({
      result: safeStorage.decryptString(encrypted),
      shouldReEncrypt: false,
    }),
  };
}

export class SafeStorageKeyVault {
  private readonly cipher: Cipher;

  constructor(private readonly options: SafeStorageKeyVaultOptions) {
    this.cipher = cipherOf(options.safeStorage, options.log);
  }

  storageKind(): 'encrypted' | 'obscured' {
    const { safeStorage, platform } = this.options;
    if (platform === 'linux' && safeStorage.getSelectedStorageBackend?.() === 'basic_text')
      return 'obscured';
    return 'encrypted';
  }

  async save(key: string): Promise<void> {
    if (!(await this.cipher.available())) {
      throw new KeyVaultError('The key cannot be saved: this system offers no way to encrypt it');
    }
    const ciphertext = (await this.cipher.encrypt(key)).toString('base64');
    this.options.file.set('apiKey', { ciphertext, savedAt: (this.options.now ?? Date.now)() });
  }

  async load(): Promise<string | null> {
    const stored = this.options.file.get('apiKey');
    if (stored === undefined || stored === null) return null;
    if (!isStoredKey(stored)) {
      this.options.log?.('The stored key is not in the expected form; it is ignored');
      return null;
    }
    let decrypted: { result: string; shouldReEncrypt: boolean };
    try {
      decrypted = await this.cipher.decrypt(Buffer.from(stored.ciphertext, 'base64'));
    } catch (error) {
      // A new OS keychain or another user's file: the key cannot be recovered, so ask for it again.
      this.options.log?.(`The stored key could not be decrypted: ${errorText(error)}`);
      return null;
    }
    const key = decrypted.result;
    if (key.length === 0) return null;
    if (decrypted.shouldReEncrypt) {
      await this.save(key).catch((error: unknown) =>
        this.options.log?.(`The key could not be encrypted again: ${errorText(error)}`),
      );
    }
    return key;
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
