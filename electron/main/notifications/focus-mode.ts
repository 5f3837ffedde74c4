// The system's Do Not Disturb / Focus, read where the system lets an app read it, so Scoretray
// does not put banners over a presentation or a quiet evening. Where it cannot be read (Windows has
// no public reading of Focus Assist; a desktop without the settings below) the answer is "unknown"
// and notifications go out as before: the OS still applies its own rules to them.
//
// Reading is slow (a process or a file), so a watcher reads every 30 s in the background and the
// notifier asks the cached answer.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock, TimerHandle } from '../../core/ports';

/** true: do not disturb; false: banners welcome; null: cannot tell here. */
export type FocusReader = () => Promise<boolean | null>;

/** Runs a program and resolves its standard output; rejects when it is missing or fails. */
export type RunProgram = (file: string, args: readonly string[]) => Promise<string>;

/**
 * Linux: GNOME's "Do Not Disturb" switch (show-banners false), else the freedesktop notification
 * server's Inhibited property (KDE Plasma, and any server that implements it).
 */
export function linuxFocusReader(run: RunProgram): FocusReader {
  return async () => {
    const gnome = await run('gsettings', [
      'get',
      'org.gnome.desktop.notifications',
      'show-banners',
    ]).catch(() => null);
    if (gnome?.trim() === 'false') return true;
    const inhibited = await run('busctl', [
      '--user',
      'get-property',
      'org.freedesktop.Notifications',
      '/org/freedesktop/Notifications',
      'org.freedesktop.Notifications',
      'Inhibited',
    ]).catch(() => null);
    if (inhibited?.trim() === 'b true') return true;
    if (gnome?.trim() === 'true' || inhibited?.trim() === 'b false') return false;
    return null;
  };
}

/**
 * macOS: an active Focus (Do Not Disturb, Sleep, Work…) is an assertion record in this file. Newer
 * releases may refuse an app without Full Disk Access; then the answer is unknown, and macOS
 * holds the banners back itself anyway.
 */
export function macFocusReader(
  home: string,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): FocusReader {
  return async () => {
    try {
      const text = await read(join(home, 'Library', 'DoNotDisturb', 'DB', 'Assertions.json'));
      const data = (JSON.parse(text) as { data?: { storeAssertionRecords?: unknown[] }[] }).data;
      if (!Array.isArray(data)) return null;
      return data.some((entry) => (entry.storeAssertionRecords?.length ?? 0) > 0);
    } catch {
      return null;
    }
  };
}

export const FOCUS_READ_EVERY_MS = 30_000;

export class FocusModeWatcher {
  private state: boolean | null = null;
  private timer: TimerHandle | null = null;
  private stopped = false;

  constructor(
    private readonly reader: FocusReader | null,
    private readonly clock: Clock,
  ) {}

  /** Reads now, then every 30 s; settles after the first reading. */
  start(): Promise<void> {
    return this.read();
  }

  /** Whether banners should be held back now (unknown counts as no). */
  doNotDisturb(): boolean {
    return this.state === true;
  }

  /** What was last read, for the log: true, false or null (cannot tell). */
  lastReading(): boolean | null {
    return this.state;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private async read(): Promise<void> {
    if (this.stopped || !this.reader) return;
    this.state = await this.reader().catch(() => null);
    if (this.stopped) return;
    this.timer = this.clock.setTimeout(() => void this.read(), FOCUS_READ_EVERY_MS);
    this.timer.unref?.();
  }
}
