import { describe, expect, it } from 'vitest';
import { createAppApi } from '../../../electron/core/app-api';
import { CachedKeyVault } from '../../../electron/main/storage/cached-key-vault';
import {
  SafeStorageKeyVault,
  type SafeStorageLike,
} from '../../../electron/main/storage/key-vault';
import { MemoryVaultFile } from '../../fixtures/memory-vault-file';
import { StubSafeStorage } from '../../electron-stub';
import { FakeEngine } from '../fake-engine';

const KEY = 'sk-live-abcdef0123456789';

function setup(platform: NodeJS.Platform = 'darwin', backend = 'gnome_libsecret') {
  const safeStorage = new StubSafeStorage();
  safeStorage.backend = backend;
  const file = new MemoryVaultFile();
  const logs: string[] = [];
  const stored = new SafeStorageKeyVault({
    safeStorage,
    file,
    platform,
    now: () => 1,
    log: (message) => logs.push(message),
  });
  return { safeStorage, file, stored, vault: new CachedKeyVault(stored), logs };
}

/** safeStorage as an Electron without the asynchronous API offers it. */
function synchronousOnly(safeStorage: StubSafeStorage): SafeStorageLike {
  return {
    isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
    encryptString: (plainText) => safeStorage.encryptString(plainText),
    decryptString: (encrypted) => safeStorage.decryptString(encrypted),
  };
}

describe('key vault', () => {
  it('stores only ciphertext, and gives the key back to main', async () => {
    const { file, stored } = setup();
    await stored.save(KEY);
    expect(file.text).toBeDefined();
    expect(file.text).not.toContain(KEY);
    expect(file.text).toMatch(/"ciphertext":"[A-Za-z0-9+/]+=*"/);
    expect(await stored.load()).toBe(KEY);
    stored.clear();
    expect(await stored.load()).toBeNull();
  });

  it("uses only safeStorage's asynchronous API where Electron has it, and decrypts the key once", async () => {
    const first = setup();
    await first.stored.save(KEY);
    // The next start: the same file and keychain, a new vault.
    const vault = new CachedKeyVault(
      new SafeStorageKeyVault({
        safeStorage: first.safeStorage,
        file: first.file,
        platform: 'darwin',
      }),
    );
    expect(vault.current()).toBeNull();
    const loads = await Promise.all([vault.load(), vault.load(), vault.load()]);
    expect(loads).toEqual([KEY, KEY, KEY]);
    expect(vault.current()).toBe(KEY);
    expect(await vault.load()).toBe(KEY);
    expect(first.safeStorage.decryptions).toBe(1);
    expect(first.safeStorage.syncCalls).toBe(0);

    await vault.save('sk-live-second-key-0000');
    expect(vault.current()).toBe('sk-live-second-key-0000');
    await vault.clear();
    expect(vault.current()).toBeNull();
    expect(await vault.load()).toBeNull();
    expect(first.file.text).toBeUndefined();
    expect(first.safeStorage.syncCalls).toBe(0);
  });

  it('falls back to the synchronous API, and says so once, where Electron has no asynchronous one', async () => {
    const safeStorage = new StubSafeStorage();
    const file = new MemoryVaultFile();
    const logs: string[] = [];
    const stored = new SafeStorageKeyVault({
      safeStorage: synchronousOnly(safeStorage),
      file,
      platform: 'win32',
      log: (message) => logs.push(message),
    });
    await stored.save(KEY);
    expect(await stored.load()).toBe(KEY);
    expect(safeStorage.syncCalls).toBe(3);
    expect(logs).toEqual([
      'safeStorage has no asynchronous API in this Electron: the synchronous one is used',
    ]);
  });

  it('encrypts the key again when the OS says its key was rotated', async () => {
    const { stored, file, safeStorage } = setup();
    await stored.save(KEY);
    const before = file.text;
    file.text = JSON.stringify({ ...JSON.parse(before!), savedAt: 0 });
    safeStorage.rotated = true;
    expect(await stored.load()).toBe(KEY);
    expect(JSON.parse(file.text!)).toMatchObject({ savedAt: 1 });
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
    expect(await vault.load()).toBe(KEY);
    expect(engine.keyChanges).toBe(1);
  });

  it('refuses to save when the system cannot encrypt at all', async () => {
    const { vault, safeStorage, file } = setup();
    safeStorage.available = false;
    await expect(vault.save(KEY)).rejects.toThrow(/no way to encrypt/);
    expect(file.text).toBeUndefined();
    expect(vault.current()).toBeNull();
  });

  it('treats a key it cannot decrypt or read as no key, without crashing', async () => {
    const { stored, file } = setup();
    await stored.save(KEY);
    const other = setup();
    other.file.text = file.text;
    expect(await other.stored.load()).toBeNull();
    expect(other.logs.join('\n')).toMatch(/could not be decrypted/);
    file.text = JSON.stringify({ ciphertext: 'not base64 !!' });
    expect(await stored.load()).toBeNull();
    file.text = JSON.stringify('garbage');
    expect(await stored.load()).toBeNull();
  });
});
