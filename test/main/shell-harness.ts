// Starts the whole shell (startShell) against the Electron stand-in, with a chosen engine, and gives
// tests the renderer's view of it: the preload bridge over the stand-in's IPC, as the page sees it.

import { join } from 'node:path';
import Conf from 'conf';
import type { Engine } from '../../electron/core/engine/api';
import type { EnginePorts } from '../../electron/core/ports';
import { systemClock, type Clock } from '../../electron/core/ports';
import type { DemoService } from '../../electron/demo/demo-service-api';
import { startShell, type Shell, type ShellDeps } from '../../electron/main/shell';
import type { VaultFile } from '../../electron/main/storage/key-vault';
import { createScoretrayApi } from '../../electron/preload/scoretray-bridge';
import { valuesOf, type ValuesApi } from '../fixtures/invoke-values';
import {
  createElectronStub,
  type ElectronStub,
  type StubBrowserWindow,
  type StubImage,
} from '../electron-stub';
import { makeTempDir, type TempDir } from '../fixtures/temp-dir';
import { MemoryVaultFile } from '../fixtures/memory-vault-file';

export interface ShellHarness<E extends Engine> {
  electron: ElectronStub;
  shell: Shell<StubImage>;
  engine: E;
  ports: EnginePorts;
  api: ValuesApi;
  window: StubBrowserWindow;
  vaultFile: MemoryVaultFile;
  logs: string[];
  temp: TempDir;
  close(): Promise<void>;
}

export interface HarnessOptions<E extends Engine> {
  createEngine: (ports: EnginePorts) => E;
  startDemo?: () => Promise<DemoService>;
  platform?: NodeJS.Platform;
  clock?: Clock;
  beforeStart?: (electron: ElectronStub) => void;
  openVaultFile?: (location: { cwd: string; name: string }) => VaultFile;
  /** The desktop parts' extras (desktop tests): logger, packaged, focus reader, autostart place. */
  desktop?: Pick<ShellDeps, 'logger' | 'packaged' | 'focusReader' | 'autostart'>;
}

export function startShellHarness<E extends Engine>(options: HarnessOptions<E>): ShellHarness<E> {
  const temp = makeTempDir('scoretray-shell-');
  const electron = createElectronStub(join(temp.path, 'userData'));
  const vaultFile = new MemoryVaultFile();
  const logs: string[] = [];
  options.beforeStart?.(electron);
  let engine: E | null = null;
  let ports: EnginePorts | null = null;
  const rendererRoot = join(temp.path, 'app', 'out', 'renderer');
  const shell = startShell(electron, {
    platform: options.platform ?? 'linux',
    location: { kind: 'app', root: rendererRoot },
    appIconPath: null,
    createWindow: () => new electron.BrowserWindow({ width: 380, height: 560, show: false }),
    openVaultFile: (location) => options.openVaultFile?.(location) ?? vaultFile,
    openDocumentFile: ({ name, ...rest }) =>
      new Conf<Record<string, unknown>>({ ...rest, configName: name }),
    createEngine: (given) => {
      ports = given;
      engine = options.createEngine(given);
      return engine;
    },
    startDemo: options.startDemo ?? (() => Promise.reject(new Error('no demo in this test'))),
    clock: options.clock ?? systemClock,
    log: (level, message) => logs.push(`${level}: ${message}`),
    timings: { onlinePollMs: 60_000 },
    ...options.desktop,
  });
  const window = electron.recorded.windows[0];
  if (!engine || !ports || !window) throw new Error('the shell did not make its engine and window');
  return {
    electron,
    shell,
    engine,
    ports,
    api: valuesOf(createScoretrayApi(electron.ipcRenderer)),
    window,
    vaultFile,
    logs,
    temp,
    close: async () => {
      await shell.stop();
      temp.remove();
    },
  };
}
