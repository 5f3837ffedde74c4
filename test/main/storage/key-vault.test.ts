import { describe, expect, it } from 'vitest';
import { createAppApi } from '../../../electron/core/app-api';
import {
  SafeStorageKeyVault,
  type StoredKey,
  type VaultFile,
} from '../../../electron/main/storage/key-vault';
import { StubSafeStorage } from '../../electron-stub';
import { FakeEngine } from '../fake-engine';

const KEY = 'sk-live-abcdef0123456789';

/** The vault's file as electron-store keeps it: JSON values, copied in and out. */
class MemoryVaultFile implements VaultFile {
  text: string | undefined;

  get(): unknown {
    return this.text === undefined ? undefined : (JSON.parse(this.text) as unknown);
  }

  set(_key: 'apiKey', value: StoredKey): void {
    this.text = JSON.stringify(value);
  }

  delete(): void {
    this.text = undefined;
  }
}

function setup(platform: NodeJS.Platform = 'darwin', backend = 'gnome_libsecret') {
  const safeStorage = new StubSafeStorage();
  safeStorage.backend = backend;
  const file = new MemoryVaultFile();
  const vault = new SafeStorageKeyVault({ safeStorage, file, platform, now: () => 1 });
  return { safeStorage, file, vault };
}

describe('key vault', () => {
  it('stores only ciphertext, and gives the key back to main', () => {
    const { file, vault } = setup();
    vault.save(KEY);
    expect(file.text).toBeDefined();
    expect(file.text).not.toContain(KEY);
    expect(file.text).toMatch(/"ciphertext":"[A-Za-z0-9+/]+=*"/);
    expect(vault.load()).toBe(KEY);
    vault.clear();
    expect(vault.load()).toBeNull();
  });

  it('is "encrypted" with a real secret store and "obscured" on Linux with basic_text', () => {
    expect(setup('linux', 'gnome_libsecret').vault.storageKind()).toBe('encrypted');
    expect(setup('linux', 'kwallet6').vault.storageKind()).toBe('encrypted');
    expect(setup('linux', 'basic_text').vault.storageKind()).toBe('obscured');
    expect(setup('win32', 'basic_text').vault.storageKind()).toBe('encrypted');
  });

  it('asks for consent before saving an obscured key, and saves once the user agrees', async () => {
    const { vault, file } = setup('linux', 'basic_text');
    const engine = new FakeEngine();
    const api = createAppApi({ engine, vault, onRendererReady: () => undefined });
    const first = await api['key:set']({ key: KEY, acceptObscured: false });
    expect(first).toMatchObject({ result: 'needs-consent' });
    expect(file.text).toBeUndefined();
    const agreed = await api['key:set']({ key: KEY, acceptObscured: true });
    expect(agreed).toEqual({
      result: 'saved',
      masked: '••••••••6789',
      storage: 'obscured',
      verdict: null,
    });
    expect(vault.load()).toBe(KEY);
    expect(engine.keyChanges).toBe(1);
  });

  it('refuses to save when the system cannot encrypt at all', () => {
    const { vault, safeStorage, file } = setup();
    safeStorage.available = false;
    expect(() => vault.save(KEY)).toThrow(/no way to encrypt/);
    expect(file.text).toBeUndefined();
  });

  it('treats a key it cannot decrypt or read as no key, without crashing', () => {
    const { vault, file } = setup();
    vault.save(KEY);
    const other = setup();
    other.file.text = file.text;
    expect(other.vault.load()).toBeNull();
    file.text = JSON.stringify({ ciphertext: 'not base64 !!' });
    expect(vault.load()).toBeNull();
    file.text = JSON.stringify('garbage');
    expect(vault.load()).toBeNull();
  });
});
