// The vault as the shell uses it: the key is decrypted once, at start (asking the OS keychain on
// every read would be slow and may prompt), and kept in the memory of main only. The engine's key
// source and the redactor, which read it for every request and every push, read it here at once.

import type { KeyVault } from '../../core/ports';
import type { SafeStorageKeyVault } from './key-vault';

export class CachedKeyVault implements KeyVault {
  private key: string | null = null;
  private loading: Promise<string | null> | null = null;

  constructor(private readonly inner: SafeStorageKeyVault) {}

  storageKind(): 'encrypted' | 'obscured' {
    return this.inner.storageKind();
  }

  /** The first call decrypts; every later one answers from memory. */
  load(): Promise<string | null> {
    this.loading ??= this.inner.load().then(
      (key) => (this.key = key),
      (error: unknown) => {
        // Tried again at the next load (the engine's start is retried).
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** The key as loaded or last saved; null until the first load has finished. */
  current(): string | null {
    return this.key;
  }

  async save(key: string): Promise<void> {
    await this.inner.save(key);
    this.key = key;
    this.loading = Promise.resolve(key);
  }

  async clear(): Promise<void> {
    this.inner.clear();
    this.key = null;
    this.loading = Promise.resolve(null);
  }
}
