// The engine's ports: everything it needs from the outside world comes through these small
// interfaces. electron/main implements them with Electron, electron/headless with plain files and a
// terminal, and tests with real in-memory fakes, so no test ever patches a module.

import type { Dispatcher } from 'undici';
import type { Alert } from '../../shared/domain';
import type { FollowedTeam } from '../../shared/settings';

/** Time, injectable so that tests and the demo clock can drive it. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface TimerHandle {
  /** Lets the process exit while the timer is pending (Node's unref). */
  unref?(): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Small JSON documents (settings, last known state, sent alerts). Writes must be atomic: a crash
 * mid-write leaves the previous document intact.
 */
export interface DocumentStore {
  /** The stored value, or undefined when there is none. Throws when the stored bytes are unreadable. */
  read(name: string): unknown;
  /**
   * Replaces the document atomically. `durable: false` skips flushing it to the disk: the write
   * still survives the process being killed (it is in the system's cache), only not a power cut.
   */
  write(name: string, value: unknown, options?: { durable?: boolean }): void;
  /** Moves a damaged document aside so it is kept for the user; returns where it went. */
  quarantine(name: string, reason: string): string | null;
  /** The append-only log of that name (a file of its own beside the documents). */
  log(name: string): AppendLog;
}

/**
 * Records added one at a time, for a note that must reach the disk as close as possible to what it
 * notes (an alert marked shown, then shown): a document's write-and-rename is several system calls,
 * an append is one.
 */
export interface AppendLog {
  /**
   * The records, oldest first. A last record cut short (a kill in mid-append) is not one: its
   * append never returned. Throws CorruptDocumentError when any other record is unreadable.
   */
  read(): unknown[];
  /**
   * Adds a record with a single write(2) on a descriptor kept open, not flushed to the disk (like
   * a write with `durable: false`: it survives the process being killed, not a power cut) unless
   * `durable` asks for the flush too.
   */
  append(record: unknown, options?: { durable?: boolean }): void;
  clear(): void;
  /** Moves a damaged log aside so it is kept for the user; returns where it went. */
  quarantine(reason: string): string | null;
}

/** Where the engine keeps files it owns outright (the image cache). */
export interface FileLocations {
  imageCacheDir: string;
}

/**
 * Writes a file the user asked for (the calendar export): the app asks where with a save dialog,
 * the headless mode writes to the path given on the command line, tests keep it in memory.
 */
export interface FileSaver {
  /** The path written, or null when the user cancelled. Throws when it cannot be written. */
  save(text: string, suggestedName: string): Promise<string | null>;
}

/** Shows an alert to the person: a native notification in the app, a line in the headless mode. */
export interface Notifier {
  notify(alert: Alert): void;
  /**
   * The alert with this id, shown already, has better words now (a goal's scorer, the player of
   * the match): the app replaces its notification, the headless mode prints a second line with
   * the same id and `update: true`. Never a new alert: no sound of its own where the OS allows.
   */
  update(alert: Alert): void;
  /**
   * For a face whose showing is one quick write (the headless line): forms everything now and
   * returns that write, which the engine makes right after marking the alert as shown, so that
   * nothing but the return lies between the two. Without it, the engine calls notify() there.
   */
  prepare?(alert: Alert): () => void;
}

/** Where the service lives and how its addresses are formed. */
export interface ServiceEndpoint {
  addressForm: 'path' | 'classic';
  /** path form: {api_host}, e.g. http://127.0.0.1:4010; classic form: the domain, e.g. example.com */
  baseUrl: string;
}

/**
 * The user's API key, and nothing else: the engine owns the service address (its settings, or the
 * run's own address) and decides whether the key may go there. The shell answers from its encrypted
 * vault, the headless mode from its flags, environment or key file. Read again on start and on
 * Engine.keyChanged().
 */
export interface KeySource {
  /** The key, or null when there is none (the engine then runs on the demo service). */
  current(): string | null;
}

/** The embedded demo service as the engine sees it: where it answers and with which key. */
export interface DemoAccess {
  url: string;
  apiKey: string;
  /** The demo's picks, followed while the user follows nobody (never written to the settings). */
  suggestedFollows?: FollowedTeam[];
}

/** Runs the embedded demo service while no key can be used: started on first need. */
export interface DemoSource {
  start(): Promise<DemoAccess>;
  /** A key took over: the demo may go. */
  stop(): void;
}

/**
 * Asks the person whether their key may go to a new service address. The app answers with a native
 * dialog of the main process, so the window's page alone can never move the key; tests answer with
 * a fake. Without it, a key is never sent to an address it was not saved for.
 */
export interface AddressConfirmer {
  confirm(address: string): Promise<boolean>;
}

export interface EnginePorts {
  clock: Clock;
  store: DocumentStore;
  files: FileLocations;
  notifier: Notifier;
  keys: KeySource;
  /** Without it, a run with no usable key cannot start (the headless mode starts its demo itself). */
  demo?: DemoSource;
  confirmAddress?: AddressConfirmer;
  /** undici dispatcher for every HTTP request (an Agent with timeouts in production). */
  dispatcher?: Dispatcher;
  /** Where problems worth a log line go; defaults to nothing. */
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /**
   * The system's languages, best first, for the words of alerts while the language setting is
   * 'system'. Without it (headless, tests) alerts are in English.
   */
  systemLanguages?: () => readonly string[];
}

/**
 * Where the user's API key is kept. The shell backs it with safeStorage + electron-store; the UI test
 * harness with memory. The key goes in and is used by the engine; it never comes back out to the UI
 * except masked.
 */
export interface KeyVault {
  /** 'obscured': no OS secret store (Linux basic_text); the user must agree before a save. */
  storageKind(): 'encrypted' | 'obscured';
  save(key: string): Promise<void>;
  /** The saved key, or null; asked of the OS secret store once, then answered from memory. */
  load(): Promise<string | null>;
  clear(): Promise<void>;
}
