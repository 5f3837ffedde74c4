// The vault as the shell uses it: decrypting on every read would ask the OS keychain each time, and
// the redactor reads the key for every push. The plain key is kept in memory of main only.

import type { KeyVault } from '../../core/ports';

export class CachedKeyVault implements KeyVault {
  private cached: { key: string | null } | null = null;

  constructor(private readonly inner: KeyVault) {}

  storageKind(): 'encrypted' | 'obscured' {
    return this.inner.storageKind();
  }

  save(key: string): void {
    this.inner.save(key);
    this.cached = { key };
  }

  load(): string | null {
    this.cached ??= { key: this.inner.load() };
    return this.cached.key;
  }

  clear(): void {
    this.inner.clear();
    this.cached = { key: null };
  }
}
