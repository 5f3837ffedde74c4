// The packaged app is locked down by Electron fuses, and updates come from the publish target the
// updater reads. Both are electron-builder configuration, read here as electron-builder reads it.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

interface Config {
  electronFuses?: Record<string, boolean>;
  publish?: { provider?: string; owner?: string; repo?: string; releaseType?: string };
  asar?: boolean;
}

function readConfig(): Config {
  return parse(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as Config;
}

describe('Electron fuses in electron-builder.yml', () => {
  it('turn off every way to run the binary as plain Node or attach a debugger', () => {
    const fuses = readConfig().electronFuses;
    expect(fuses?.runAsNode).toBe(false);
    expect(fuses?.enableNodeOptionsEnvironmentVariable).toBe(false);
    expect(fuses?.enableNodeCliInspectArguments).toBe(false);
  });

  it('load only the integrity-checked app.asar and encrypt cookies', () => {
    const config = readConfig();
    expect(config.electronFuses?.enableEmbeddedAsarIntegrityValidation).toBe(true);
    expect(config.electronFuses?.onlyLoadAppFromAsar).toBe(true);
    expect(config.electronFuses?.enableCookieEncryption).toBe(true);
    // onlyLoadAppFromAsar needs an archive: asar must not be switched off.
    expect(config.asar).not.toBe(false);
  });

  it('give file:// pages no extra privileges: the window is served from app://', () => {
    expect(readConfig().electronFuses?.grantFileProtocolExtraPrivileges).toBe(false);
  });
});

describe('publish target', () => {
  it('names one GitHub release feed, which electron-updater reads from app-update.yml', () => {
    expect(readConfig().publish).toMatchObject({
      provider: 'github',
      owner: expect.stringMatching(/^[\w.-]+$/),
      repo: expect.stringMatching(/^[\w.-]+$/),
      releaseType: 'release',
    });
  });
});
