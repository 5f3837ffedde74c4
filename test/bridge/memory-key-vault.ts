// The harness's key vault: memory instead of safeStorage, otherwise the real vault's behaviour. The
// key goes to the engine only (through the access source); the UI gets it masked from the app API.

import type { KeyVault } from '../../electron/core/ports';

export type VaultStorageKind = ReturnType<KeyVault['storageKind']>;

export class MemoryKeyVault implements KeyVault {
  private key: string | null = null;

  /** 'obscured' behaves like Linux without a secret store: saving asks for consent first. */
  constructor(private kind: VaultStorageKind = 'obscured') {}

  storageKind(): VaultStorageKind {
    return this.kind;
  }

  /** Test control: switch between a system with and without a secret store. */
  setStorageKind(kind: VaultStorageKind): void {
    this.kind = kind;
  }

  save(key: string): void {
    const trimmed = key.trim();
    if (trimmed.length === 0) throw new Error('An empty key cannot be saved.');
    this.key = trimmed;
  }

  load(): string | null {
    return this.key;
  }

  clear(): void {
    this.key = null;
  }
}
