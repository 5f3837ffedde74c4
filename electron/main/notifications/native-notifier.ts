// The engine's Notifier in the app: a native notification per alert, with the followed team's crest
// from the image cache as its icon and the engine's words as its text. A click opens the match.
// The OS decides about sound and do-not-disturb: nothing here forces a sound or bypasses focus modes.

import { existsSync } from 'node:fs';
import type { Alert } from '../../../shared/domain';
import type { EngineProblem } from '../../core/engine-api';
import type { Clock, Notifier } from '../../core/ports';
import type { NotificationApi, NotificationLike, NotificationOptions } from '../electron-surface';
import { errorText } from '../../../shared/error-text';

export interface NativeNotifierOptions {
  Notification: NotificationApi;
  clock: Pick<Clock, 'now'>;
  /** Used when the crest is not cached (yet). */
  fallbackIconPath: string | null;
  onAlertClick: (alert: Alert) => void;
  onProblemClick: () => void;
  /** A problem with the same code is shown at most once per this interval. */
  problemQuietMs?: number;
  log?: (message: string) => void;
  fileExists?: (path: string) => boolean;
}

export class NativeNotifier implements Notifier {
  /** Shown notifications are kept referenced until closed, or their click handler could be collected. */
  private readonly live = new Set<NotificationLike>();
  private readonly problemShownAt = new Map<string, number>();

  constructor(private readonly options: NativeNotifierOptions) {}

  notify(alert: Alert): void {
    const icon = this.iconFor(alert.iconPath);
    this.show({ title: alert.title, body: alert.body, ...(icon ? { icon } : {}) }, () =>
      this.options.onAlertClick(alert),
    );
  }

  /** Something the user should know (a damaged settings file moved aside, a rejected key). */
  notifyProblem(problem: EngineProblem): void {
    const now = this.options.clock.now();
    const last = this.problemShownAt.get(problem.code);
    if (last !== undefined && now - last < (this.options.problemQuietMs ?? 15 * 60_000)) return;
    this.problemShownAt.set(problem.code, now);
    const icon = this.iconFor(null);
    this.show({ title: 'Scoretray', body: problem.message, ...(icon ? { icon } : {}) }, () =>
      this.options.onProblemClick(),
    );
  }

  private show(options: NotificationOptions, onClick: () => void): void {
    const { Notification, log } = this.options;
    if (!Notification.isSupported()) {
      log?.(`Notifications are not supported here: ${options.title}: ${options.body}`);
      return;
    }
    try {
      const notification = new Notification(options);
      this.live.add(notification);
      notification.on('click', () => {
        this.live.delete(notification);
        onClick();
      });
      notification.on('close', () => this.live.delete(notification));
      notification.show();
    } catch (error) {
      log?.(`A notification could not be shown: ${errorText(error)}`);
    }
  }

  private iconFor(crestPath: string | null): string | null {
    const exists = this.options.fileExists ?? existsSync;
    if (crestPath && exists(crestPath)) return crestPath;
    const fallback = this.options.fallbackIconPath;
    return fallback && exists(fallback) ? fallback : null;
  }
}
