// The main process's log: electron-log writes a rotating file in the OS log folder (~/Library/Logs
// on macOS, %APPDATA%\Scoretray\logs on Windows, ~/.config/Scoretray/logs on Linux). Everything that
// reaches the file passes the redaction of core/secret-redaction.ts, including lines written by libraries
// (electron-updater) and uncaught errors, because the redaction sits in electron-log's hooks.

import { dirname } from 'node:path';
import type { SecretSource } from '../ipc/secret-redactor';
import { redactLogValue } from '../../core/secret-redaction';

export type LogLevel = 'info' | 'warn' | 'error';

/** The part of electron-log (main or node) used here; the real module and tests' instances fit. */
export interface ElectronLogLike {
  info(...params: unknown[]): void;
  warn(...params: unknown[]): void;
  error(...params: unknown[]): void;
  /** Hooks see (and may rewrite) every message before any transport writes it. */
  hooks: {
    push(hook: <Message extends { data: unknown[] }>(message: Message) => Message): unknown;
  };
  transports: {
    file: {
      level: string | false;
      maxSize: number;
      format: unknown;
      getFile(): { path: string };
    };
    console: { level: string | false };
  };
  errorHandler?: { startCatching(options?: { showDialog?: boolean }): void };
}

/** One rotation keeps main.log plus main.old.log: about 2 MB of history at most. */
export const LOG_MAX_BYTES = 1024 * 1024;

export class AppLog {
  constructor(
    private readonly logger: ElectronLogLike,
    secrets: SecretSource,
  ) {
    logger.transports.file.level = 'info';
    logger.transports.file.maxSize = LOG_MAX_BYTES;
    logger.transports.file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}';
    // Every line, from any writer, leaves here redacted: each part becomes redacted text.
    logger.hooks.push((message) => {
      message.data = message.data.map((part) => redactLogValue(part, secrets));
      return message;
    });
  }

  /** Logs uncaught errors and unhandled rejections too (redacted like every other line). */
  catchUncaught(): void {
    this.logger.errorHandler?.startCatching({ showDialog: false });
  }

  write(level: LogLevel, message: string): void {
    this.logger[level](message);
  }

  /** The file the log is written to now. */
  filePath(): string {
    return this.logger.transports.file.getFile().path;
  }

  folder(): string {
    return dirname(this.filePath());
  }
}
