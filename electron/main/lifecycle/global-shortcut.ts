// The global shortcut that opens and closes the window, from the setting (a default, another
// accelerator, or off). Another app holding the keys is reported in Settings and the log, never
// fatal: the app runs on without a shortcut.

import type { ShortcutState } from '../../../shared/desktop';
import { acceleratorProblem } from '../../../shared/desktop';
import { errorText } from '../../../shared/error-text';
import { DESKTOP_TEXT } from '../desktop-text';

/** The part of Electron's globalShortcut used here. */
export interface GlobalShortcutLike {
  register(accelerator: string, callback: () => void): boolean;
  unregister(accelerator: string): void;
}

export class ShortcutController {
  private registered: string | null = null;
  private state: ShortcutState = { state: 'off' };

  constructor(
    private readonly shortcuts: GlobalShortcutLike,
    private readonly toggleWindow: () => void,
    private readonly log: (message: string) => void,
  ) {}

  current(): ShortcutState {
    return this.state;
  }

  /** Applies the setting; returns what holds now. The same accelerator twice changes nothing. */
  apply(accelerator: string | null): ShortcutState {
    if (accelerator !== null && accelerator === this.registered) return this.state;
    this.release();
    if (accelerator === null) return (this.state = { state: 'off' });
    const problem = acceleratorProblem(accelerator);
    if (problem) return this.refuse(accelerator, 'invalid');
    let ok = false;
    try {
      ok = this.shortcuts.register(accelerator, () => this.toggleWindow());
    } catch (error) {
      this.log(`Shortcut ${accelerator} refused: ${errorText(error)}`);
      return this.refuse(accelerator, 'invalid');
    }
    if (!ok) return this.refuse(accelerator, 'taken');
    this.registered = accelerator;
    return (this.state = { state: 'on', accelerator });
  }

  stop(): void {
    this.release();
    this.state = { state: 'off' };
  }

  // The log keeps the shell's sentence; the window words the state in the user's language.
  private refuse(accelerator: string, state: 'taken' | 'invalid'): ShortcutState {
    this.log(
      state === 'taken'
        ? DESKTOP_TEXT.shortcut.taken(accelerator)
        : DESKTOP_TEXT.shortcut.invalid(accelerator),
    );
    return (this.state = { state, accelerator });
  }

  private release(): void {
    if (this.registered === null) return;
    try {
      this.shortcuts.unregister(this.registered);
    } catch (error) {
      this.log(`Shortcut ${this.registered} could not be released: ${errorText(error)}`);
    }
    this.registered = null;
  }
}
