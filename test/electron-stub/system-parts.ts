// Stand-ins for app, safeStorage, protocol, screen, powerMonitor, net and shell.

import { EventEmitter } from 'node:events';
import type { Display, Point } from '../../electron/main/electron-surface';
import type { MessageBoxLike } from '../../electron/main/access/address-confirm-dialog';

export class StubApp extends EventEmitter {
  userData: string;
  isPackaged = true;
  hasLock = true;
  quitCalls = 0;
  dockHidden = false;
  appUserModelId: string | null = null;
  readonly loginItemSettings: { openAtLogin: boolean; openAsHidden?: boolean }[] = [];
  readonly dock = { hide: () => (this.dockHidden = true) };

  constructor(userData: string) {
    super();
    this.userData = userData;
  }

  getPath(_name: 'userData' | 'documents'): string {
    return this.userData;
  }

  getVersion(): string {
    return '0.1.0';
  }

  requestSingleInstanceLock(): boolean {
    return this.hasLock;
  }

  quit(): void {
    this.quitCalls += 1;
  }

  whenReady(): Promise<void> {
    return Promise.resolve();
  }

  setLoginItemSettings(settings: { openAtLogin: boolean; openAsHidden?: boolean }): void {
    this.loginItemSettings.push(settings);
  }

  setAppUserModelId(id: string): void {
    this.appUserModelId = id;
  }
}

/**
 * Encryption that is visibly not plain text, reversible, and tied to this stand-in: ciphertext from
 * another "machine" (another instance) does not decrypt, as with a real OS keychain.
 */
let machines = 0;

export class StubSafeStorage {
  backend: string = 'gnome_libsecret';
  available = true;
  /** The OS key was rotated: the next asynchronous decryption asks for the data to be encrypted again. */
  rotated = false;
  /** Calls of the synchronous API, which Electron deprecates. */
  syncCalls = 0;
  /** Decryptions by either API: each one asks the OS keychain. */
  decryptions = 0;
  private readonly machine = 20 + (machines++ % 200);

  isEncryptionAvailable(): boolean {
    this.syncCalls += 1;
    return this.available;
  }

  encryptString(plainText: string): Buffer {
    this.syncCalls += 1;
    return this.encrypt(plainText);
  }

  decryptString(encrypted: Buffer): string {
    this.syncCalls += 1;
    return this.decrypt(encrypted);
  }

  async isAsyncEncryptionAvailable(): Promise<boolean> {
    return this.available;
  }

  async encryptStringAsync(plainText: string): Promise<Buffer> {
    return this.encrypt(plainText);
  }

  async decryptStringAsync(
    encrypted: Buffer,
  ): Promise<{ result: string; shouldReEncrypt: boolean }> {
    const result = this.decrypt(encrypted);
    const shouldReEncrypt = this.rotated;
    this.rotated = false;
    return { result, shouldReEncrypt };
  }

  getSelectedStorageBackend(): string {
    return this.backend;
  }

  private encrypt(plainText: string): Buffer {
    if (!this.available) throw new Error('Encryption is not available');
    const bytes = Buffer.from(plainText, 'utf8').map((byte) => byte ^ this.machine);
    return Buffer.concat([Buffer.from([0x76, 0x31, this.machine]), bytes]);
  }

  private decrypt(encrypted: Buffer): string {
    this.decryptions += 1;
    if (encrypted[0] !== 0x76 || encrypted[1] !== 0x31 || encrypted[2] !== this.machine) {
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString.',
      );
    }
    return Buffer.from(encrypted.subarray(3).map((byte) => byte ^ this.machine)).toString('utf8');
  }
}

export interface PrivilegedScheme {
  scheme: string;
  privileges: Record<string, boolean>;
}

export class StubProtocol {
  readonly privileged: PrivilegedScheme[] = [];
  readonly handlers = new Map<string, (request: Request) => Promise<Response>>();

  /** As in Electron, once only: a second call would replace the first's schemes. */
  registerSchemesAsPrivileged(schemes: PrivilegedScheme[]): void {
    if (this.privileged.length > 0) throw new Error('registerSchemesAsPrivileged called twice');
    this.privileged.push(...schemes);
  }

  handle(scheme: string, handler: (request: Request) => Promise<Response>): void {
    this.handlers.set(scheme, handler);
  }

  /**
   * A request from the page. Passing the raw string keeps what an attacker typed: the Request
   * object of a non-special scheme does not normalise the path, so dot segments reach the handler.
   */
  async fetch(url: string, method = 'GET'): Promise<Response> {
    const scheme = url.slice(0, url.indexOf(':'));
    const handler = this.handlers.get(scheme);
    if (!handler) throw new Error(`No handler for ${scheme}`);
    return handler(new Request(url, { method }));
  }
}

export class StubScreen {
  workArea = { x: 0, y: 25, width: 1440, height: 875 };
  cursor: Point = { x: 1200, y: 10 };

  getDisplayNearestPoint(_point: Point): Display {
    return { workArea: this.workArea };
  }

  getCursorScreenPoint(): Point {
    return this.cursor;
  }
}

export class StubPowerMonitor extends EventEmitter {}

export class StubNet {
  online = true;

  isOnline(): boolean {
    return this.online;
  }
}

export class StubShell {
  readonly opened: string[] = [];
  readonly openedPaths: string[] = [];
  /** What openPath answers: '' for success, else the error text, as Electron does. */
  openPathError = '';

  async openExternal(url: string): Promise<void> {
    this.opened.push(url);
  }

  async openPath(path: string): Promise<string> {
    if (!this.openPathError) this.openedPaths.push(path);
    return this.openPathError;
  }
}

/** The save dialog: answers with the path a test set (null: the user cancels), recording each ask. */
export class StubDialog implements MessageBoxLike {
  readonly asked: { defaultPath?: string }[] = [];
  nextPath: string | null = null;
  /** Message boxes shown ("Send your API key to …?"), newest last. */
  readonly questions: {
    message: string;
    detail: string;
    buttons: string[];
    defaultId: number;
    cancelId: number;
  }[] = [];
  /** The button the person clicks in the next message boxes; the box's cancel unless set. */
  answer: number | 'cancel' = 'cancel';

  async showMessageBox(
    options: Parameters<MessageBoxLike['showMessageBox']>[0],
  ): Promise<{ response: number }> {
    const { message, detail, buttons, defaultId, cancelId } = options;
    this.questions.push({ message, detail, buttons, defaultId, cancelId });
    return { response: this.answer === 'cancel' ? options.cancelId : this.answer };
  }

  async showSaveDialog(options: {
    defaultPath?: string;
  }): Promise<{ canceled: boolean; filePath?: string }> {
    this.asked.push(options);
    return this.nextPath === null
      ? { canceled: true }
      : { canceled: false, filePath: this.nextPath };
  }
}
