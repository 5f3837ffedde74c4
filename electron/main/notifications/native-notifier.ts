// The engine's Notifier in the app: a native notification per alert, with the followed team's crest
// from the image cache as its icon and the engine's words as its text. A click opens the match.
// Nothing here forces a sound or bypasses focus modes: while the system's Do Not Disturb is on (where
// it can be read, focus-mode.ts) no banner is shown at all. A cancelled goal takes the place of its
// goal's notification rather than adding a second one that contradicts the first, and an alert's
// update (a goal's scorer, named after the goal was shown) takes the place of the alert, silently.

import { existsSync } from 'node:fs';
import type { Alert, AlertKind } from '../../../shared/domain';
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
  /** Whether the system's Do Not Disturb / Focus is on now; absent or false: banners go out. */
  doNotDisturb?: () => boolean;
  /**
   * The system reads a notification's body as markup (Linux: the notification servers libnotify
   * talks to honour <b>, <a href>, <img> and entities): the body is escaped so that it shows as
   * written and a name cannot restyle it, link it or hide the score behind a tag.
   */
  markupBody?: boolean;
}

/** Alerts whose notification an update may still replace: the latest few; older ones are history. */
const REPLACEABLE = 16;

/** What a correction takes back: its notification is closed when the correction is shown. */
const TAKES_BACK: Partial<Record<AlertKind, AlertKind>> = {
  'goal-cancelled': 'goal',
  'fulltime-cancelled': 'fulltime',
};
const TAKEN_BACK = new Set(Object.values(TAKES_BACK));

/**
 * The notification that stands for a match's latest goal (or its full time), until a correction
 * takes it back or it is closed.
 */
function slotOf(kind: AlertKind, alert: Alert): string {
  return `${kind}:${alert.sport}:${alert.matchId}:${alert.teamId}`;
}

export class NativeNotifier implements Notifier {
  /** Shown notifications are kept referenced until closed, or their click handler could be collected. */
  private readonly live = new Set<NotificationLike>();
  private readonly problemShownAt = new Map<string, number>();
  /** By slotOf, the latest goal or full time of a match that a correction may still take back. */
  private readonly standing = new Map<string, NotificationLike>();
  /** By alert id, the notifications an update may replace (REPLACEABLE at most). */
  private readonly byAlert = new Map<string, NotificationLike>();

  constructor(private readonly options: NativeNotifierOptions) {}

  notify(alert: Alert): void {
    if (this.options.doNotDisturb?.()) {
      this.options.log?.(`Do Not Disturb is on: no banner for ${alert.id}`);
      return;
    }
    const takesBack = TAKES_BACK[alert.kind];
    if (takesBack) {
      const slot = slotOf(takesBack, alert);
      const old = this.standing.get(slot);
      this.standing.delete(slot);
      if (old) this.close(old);
    }
    const shown = this.showAlert(alert, false);
    if (shown && TAKEN_BACK.has(alert.kind)) this.standing.set(slotOf(alert.kind, alert), shown);
  }

  /** The alert's notification, still on screen, gives way to one with the better words. */
  update(alert: Alert): void {
    const old = this.byAlert.get(alert.id);
    // Closed, clicked or never shown (Do Not Disturb): nothing to replace, and no new banner.
    if (!old) return;
    this.close(old);
    const shown = this.showAlert(alert, true);
    const slot = slotOf(alert.kind, alert);
    if (this.standing.get(slot) === old) {
      if (shown) this.standing.set(slot, shown);
      else this.standing.delete(slot);
    }
  }

  private showAlert(alert: Alert, silent: boolean): NotificationLike | null {
    const icon = this.iconFor(alert.iconPath);
    const shown = this.show(
      {
        title: alert.title,
        body: this.bodyText(alert.body),
        ...(icon ? { icon } : {}),
        ...(silent ? { silent } : {}),
      },
      () => this.options.onAlertClick(alert),
    );
    if (shown) {
      this.byAlert.set(alert.id, shown);
      for (const id of this.byAlert.keys()) {
        if (this.byAlert.size <= REPLACEABLE) break;
        this.byAlert.delete(id);
      }
    }
    return shown;
  }

  /**
   * Something the user should know (a damaged settings file moved aside, a rejected key), worded
   * in the user's language by the shell; `code` says what it concerns, for the quiet interval.
   */
  notifyProblem(problem: { code: string; text: string }): void {
    if (this.options.doNotDisturb?.()) {
      this.options.log?.(`Do Not Disturb is on: no banner for ${problem.code}`);
      return;
    }
    const now = this.options.clock.now();
    const last = this.problemShownAt.get(problem.code);
    if (last !== undefined && now - last < (this.options.problemQuietMs ?? 15 * 60_000)) return;
    this.problemShownAt.set(problem.code, now);
    const icon = this.iconFor(null);
    // The title is the app's name, the same in every language.
    this.show(
      { title: 'Scoretray', body: this.bodyText(problem.text), ...(icon ? { icon } : {}) },
      () => this.options.onProblemClick(),
    );
  }

  private bodyText(text: string): string {
    return this.options.markupBody ? escapeMarkup(text) : text;
  }

  private close(notification: NotificationLike): void {
    this.live.delete(notification);
    this.forget(notification);
    try {
      notification.close();
    } catch (error) {
      this.options.log?.(`A notification could not be closed: ${errorText(error)}`);
    }
  }

  private show(options: NotificationOptions, onClick: () => void): NotificationLike | null {
    const { Notification, log } = this.options;
    if (!Notification.isSupported()) {
      log?.(`Notifications are not supported here: ${options.title}: ${options.body}`);
      return null;
    }
    try {
      const notification = new Notification(options);
      this.live.add(notification);
      notification.on('click', () => {
        this.live.delete(notification);
        onClick();
      });
      notification.on('close', () => {
        this.live.delete(notification);
        this.forget(notification);
      });
      notification.show();
      return notification;
    } catch (error) {
      log?.(`A notification could not be shown: ${errorText(error)}`);
      return null;
    }
  }

  private forget(notification: NotificationLike): void {
    for (const [slot, note] of this.standing) if (note === notification) this.standing.delete(slot);
    for (const [id, shown] of this.byAlert) if (shown === notification) this.byAlert.delete(id);
  }

  /** The crest as the engine found it in the image cache just now (read once); else the app icon. */
  private iconFor(crestPath: string | null): string | null {
    if (crestPath) return crestPath;
    const exists = this.options.fileExists ?? existsSync;
    const fallback = this.options.fallbackIconPath;
    return fallback && exists(fallback) ? fallback : null;
  }
}

// Only what starts a tag or an entity: quotes are plain text outside an attribute, and not every
// server knows &apos; ("Newell's" must not show as "Newell&apos;s").
const MARKUP_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function escapeMarkup(text: string): string {
  return text.replace(/[&<>]/g, (character) => MARKUP_ENTITIES[character] ?? character);
}
