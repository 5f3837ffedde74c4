// A KeyVault in memory for tests of IPC and wiring that are not about encryption.

import type { KeyVault } from '../../electron/core/ports';

export class MemoryKeyVault implements KeyVault {
  private key: string | null = null;

  constructor(private readonly kind: 'encrypted' | 'obscured' = 'encrypted') {}

  storageKind(): 'encrypted' | 'obscured' {
    return this.kind;
  }

  save(key: string): void {
    this.key = key;
  }

  load(): string | null {
    return this.key;
  }

  clear(): void {
    this.key = null;
  }
}
