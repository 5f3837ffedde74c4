// The alerts a fan asks for before a match: a reminder some minutes before a followed match starts
// (settings.remindBeforeMinutes, 0 = off) and "line-ups are out" once /lineups first has players
// (settings.lineupAlerts, off by default). Both go through the alert center's announce(), so the
// ledger, mute, pause and quiet hours apply to them as to every other alert.

import { matchKey, type Match, type SportSlug } from '../../../shared/domain';
import type { Lineups } from '../../../shared/match-detail';
import { wordsFor, type TFunction } from '../../../shared/i18n';
import type { Settings } from '../../../shared/settings';
import type { Clock, TimerHandle } from '../ports';
import type { Announcement } from './alert-center-api';
import { kickOffTime, lineupsWords, reminderWords } from './fan-alert-text';

export interface FanAlertsDeps {
  clock: Clock;
  settings: () => Settings;
  /** Known matches of followed teams that have not started yet (fixture lists, team fixtures). */
  upcoming: () => Match[];
  lineups: (sport: SportSlug, matchId: number) => Promise<Lineups>;
  announce: (items: Announcement[]) => void;
  /** Formats a kick-off in the user's local time ("19:30"); by default Intl in the alert's language. */
  localTime?: (epochMs: number) => string;
  /** The system's languages, for the words while the language setting is 'system'. */
  systemLanguages?: () => readonly string[];
  /** How often to look at the fixtures and ask for line-ups (engine ms; tests shorten them). */
  timing?: Partial<FanAlertsTiming>;
}

export interface FanAlertsTiming {
  /** How often the known fixtures are looked at; reminders also wake exactly on time. */
  lookEveryMs: number;
  /** Line-ups are looked for from this long before the start... */
  lineupsLeadMs: number;
  /** ...every this often, until they have players or the match starts. */
  lineupsEveryMs: number;
}

export const DEFAULT_FAN_ALERTS_TIMING: FanAlertsTiming = {
  lookEveryMs: 60_000,
  lineupsLeadMs: 75 * 60_000,
  // Every quarter hour: line-ups come about an hour before the start, so two asks find them.
  lineupsEveryMs: 15 * 60_000,
};

export class FanAlerts {
  private timer: TimerHandle | null = null;
  private running = false;
  private readonly lineupsAskedAt = new Map<string, number>();
  private readonly lineupsOut = new Set<string>();
  private readonly inFlight = new Set<string>();
  private readonly timing: FanAlertsTiming;

  constructor(private readonly deps: FanAlertsDeps) {
    this.timing = { ...DEFAULT_FAN_ALERTS_TIMING, ...deps.timing };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.look();
  }

  stop(): void {
    this.running = false;
    if (this.timer) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Something changed (fixtures fetched, settings saved): look again now. */
  poke(): void {
    if (this.running) this.look();
  }

  private look(): void {
    if (this.timer) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
    const now = this.deps.clock.now();
    const settings = this.deps.settings();
    const upcoming = this.deps.upcoming().filter((match) => isAhead(match, now));
    let wakeAt = now + this.timing.lookEveryMs;
    const remindMs = settings.remindBeforeMinutes * 60_000;
    const words = this.words(settings);
    if (remindMs > 0) {
      const due: Announcement[] = [];
      for (const match of upcoming) {
        const start = (match.startTimestamp ?? 0) * 1000;
        if (now >= start - remindMs) {
          due.push({
            kind: 'reminder',
            match,
            ...reminderWords(match, start - now, words.time(start), words.t),
          });
        } else {
          wakeAt = Math.min(wakeAt, start - remindMs);
        }
      }
      if (due.length > 0) this.deps.announce(due);
    }
    if (settings.lineupAlerts) {
      for (const match of upcoming) this.lookForLineups(match, now, words);
    }
    this.timer = this.deps.clock.setTimeout(() => this.look(), Math.max(10, wakeAt - now));
    this.timer.unref?.();
  }

  private lookForLineups(match: Match, now: number, words: Words): void {
    const key = matchKey(match.sport, match.id);
    const start = (match.startTimestamp ?? 0) * 1000;
    if (
      this.lineupsOut.has(key) ||
      this.inFlight.has(key) ||
      now < start - this.timing.lineupsLeadMs
    )
      return;
    const asked = this.lineupsAskedAt.get(key);
    if (asked !== undefined && now - asked < this.timing.lineupsEveryMs) return;
    this.lineupsAskedAt.set(key, now);
    this.inFlight.add(key);
    this.deps.lineups(match.sport, match.id).then(
      (lineups) => {
        this.inFlight.delete(key);
        if (!this.running || lineups.home.length + lineups.away.length === 0) return;
        this.lineupsOut.add(key);
        this.deps.announce([
          { kind: 'lineups', match, ...lineupsWords(match, words.time(start), words.t) },
        ]);
      },
      () => {
        // Not there yet, or the service failed: the next look asks again.
        this.inFlight.delete(key);
      },
    );
  }

  /** The alerts' language (the setting, or the system's) and its way of writing a time. */
  private words(settings: Settings): Words {
    const { t, locale } = wordsFor(settings.language, this.deps.systemLanguages?.() ?? []);
    const localTime = this.deps.localTime;
    return {
      t,
      time: (epochMs) => (localTime ? localTime(epochMs) : kickOffTime(epochMs, locale)),
    };
  }
}

interface Words {
  t: TFunction;
  time: (epochMs: number) => string;
}

function isAhead(match: Match, now: number): boolean {
  if (match.status.phase !== 'scheduled' || match.startTimestamp === null) return false;
  return match.startTimestamp * 1000 > now;
}
