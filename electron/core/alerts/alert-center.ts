// The alert center: changes of followed teams' matches in, alerts out, exactly once. It derives what
// happened (happenings.ts), drops what was handled before (the ledger), asks who wants it (mute,
// per-team and global choices), folds a catch-up into one summary, then applies pause and quiet
// hours, and returns the alerts, recorded in the ledger as owed. It shows nothing itself: the
// alert outlet (alert-outlet.ts) shows them and marks them shown, and nothing comes back here.

import {
  matchKey,
  readableScore,
  type Alert,
  type Match,
  type MatchChange,
} from '../../../shared/domain';
import { wordsFor, type TFunction } from '../../../shared/i18n';
import type { Settings } from '../../../shared/settings';
import type { TimerHandle } from '../ports';
import type { AlertCenter, AlertCenterDeps, Announcement, ChangeOrigin } from './alert-center-api';
import type { Follower, FollowIndex } from '../live/follow-index';
import { recipientOf } from './alert-gate';
import { followedSide } from './match-verdict';
import type { AlertLedger } from './alert-ledger';
import {
  catchUpWords,
  happeningWords,
  quietSummaryWords,
  headline,
  stateLabel,
} from './alert-text';
import {
  fulltimeSuffix,
  happeningsOf,
  isAtStart,
  transitionsOf,
  type Happening,
  type Transition,
} from './happenings';
import { Settling } from './settling';
import { HeldAlerts, type HeldAlert } from './held-alerts';
import { isQuietAt, nextQuietEnd } from './quiet-hours';
import { errorText } from '../../../shared/error-text';
import { problemLogLine, type Problem } from '../../../shared/problems';

/** An alert decided for a match, with the match as it stood (for the quiet-hours summary). */
interface Decided {
  alert: Alert;
  match: Match;
}

/** The summary of alerts held in quiet hours, now due; alert null: recorded but not sent (paused). */
interface QuietSummary {
  alert: Alert | null;
}

/** The longest the ledger's write waits when nothing is shown meanwhile (a flood of held alerts). */
const SAVE_WITHIN_MS = 500;

export function createAlertCenter(deps: AlertCenterDeps): AlertCenter {
  return new StoredAlertCenter(deps);
}

class StoredAlertCenter implements AlertCenter {
  private readonly ledger: AlertLedger;
  private readonly held: HeldAlerts;
  private readonly settling: Settling;
  private releaseTimer: TimerHandle | null = null;
  /** The ledger's write at the end of this turn, when one is due (saveSoon). */
  private saving: NodeJS.Timeout | null = null;
  private disposed = false;

  constructor(private readonly deps: AlertCenterDeps) {
    // A ledger or held alerts set aside, or a ledger that cannot be saved: the user is told.
    const warn = (reported: Problem) =>
      deps.onStateProblem
        ? deps.onStateProblem(reported)
        : deps.log?.('warn', problemLogLine(reported.words, reported.detail));
    this.ledger = deps.ledger;
    this.held = new HeldAlerts(deps.store, warn);
    this.settling = new Settling({
      clock: deps.clock,
      quietMs: deps.coalesce?.quietMs ?? 0,
      maxHoldMs: deps.coalesce?.maxHoldMs ?? 30_000,
      onSettled: (transition) => this.settled(transition),
    });
    // Held from before a restart: released at the end of these quiet hours, or now if they are over.
    if (this.held.all().length > 0) this.scheduleRelease(0);
  }

  consume(changes: MatchChange[], origin: ChangeOrigin, baseline: boolean): Alert[] {
    if (this.disposed) return [];
    const settings = this.deps.settings();
    const follows = this.deps.follows();
    const decided: Decided[] = [];
    for (const transition of transitionsOf(changes)) {
      // A first look is told at once; later changes of a match that just changed wait to settle.
      if (!baseline && origin === 'live' && !this.settling.admit(transition)) continue;
      try {
        decided.push(...this.decide(transition, origin, follows, settings, baseline));
      } catch (error) {
        // One match the engine could not make sense of must not cost the others their alerts.
        this.deps.log?.('error', `Alerts for ${transition.key} were skipped: ${errorText(error)}`);
      }
    }
    return this.deliver(decided, settings, this.quietSummaryDue(settings));
  }

  announce(items: Announcement[]): Alert[] {
    if (this.disposed || items.length === 0) return [];
    const settings = this.deps.settings();
    const follows = this.deps.follows();
    const decided: Decided[] = [];
    for (const { kind, match, title, body } of items) {
      const key = matchKey(match.sport, match.id);
      const id = `${key}:${kind}`;
      const followers = follows.followersOf(match);
      if (followers.length === 0 || this.ledger.has(key, id)) continue;
      this.ledger.record(key, [id]);
      const team = followers.find((candidate) => !candidate.muted);
      if (!team) continue;
      const alert: Alert = {
        id,
        kind,
        sport: match.sport,
        matchId: match.id,
        teamId: team.teamId,
        score: readableScore(match),
        title,
        body,
        iconPath: null,
        at: this.deps.clock.now(),
      };
      decided.push({ alert, match });
    }
    return this.deliver(decided, settings, this.quietSummaryDue(settings));
  }

  useService(service: string): void {
    if (this.disposed) return;
    // An old service's match still settling is told now, against that service's own record.
    if (this.ledger.holdsOtherThan(service)) this.settling.settleAll();
    this.ledger.useService(service);
  }

  hasHistory(): boolean {
    return !this.ledger.isEmpty();
  }

  heldBack(sport: string, matchId: number): Match | undefined {
    // Asked by the last known scores as they are written: the ledger goes to the disk first.
    if (this.saving) this.saveNow();
    return this.settling.heldBack(matchKey(sport, matchId));
  }

  dispose(): void {
    // What was still settling is decided now: the memory written at a stop holds where it settled,
    // so a later look would not see it change. Recorded as undelivered, the next start shows it.
    this.disposed = true;
    this.settling.settleAll();
    this.cancelRelease();
    if (this.saving) clearTimeout(this.saving);
    this.saving = null;
    // Whole at a stop: the next start reads one document, not a log of the day's changes.
    this.ledger.save({ whole: true });
  }

  /**
   * A held match has settled: one decision for where it ended up, against what was last told. At a
   * stop (disposed) the alerts are only recorded as undelivered: the next start shows them.
   */
  private settled(transition: Transition): void {
    const settings = this.deps.settings();
    let decided: Decided[] = [];
    try {
      decided = this.decide(transition, 'live', this.deps.follows(), settings, false);
    } catch (error) {
      this.deps.log?.('error', `Alerts for ${transition.key} were skipped: ${errorText(error)}`);
    }
    const alerts = this.deliver(decided, settings);
    if (!this.disposed) this.deps.later(alerts);
  }

  /** The alerts one match's transition yields, recorded in the ledger but not yet delivered. */
  private decide(
    transition: Transition,
    origin: ChangeOrigin,
    follows: FollowIndex,
    settings: Settings,
    baseline: boolean,
  ): Decided[] {
    const { match, key } = transition;
    const followers = follows.followersOf(match);
    if (followers.length === 0) return [];
    const tracking = this.ledger.tracking(key);
    const fullTimeTold = this.ledger.has(key, `${key}:${fulltimeSuffix(tracking.reopened)}`);
    const derived = happeningsOf(transition, tracking, fullTimeTold);
    this.ledger.observe(key, derived.tracking, match.status.phase === 'finished');
    const fresh = derived.happenings.filter((happening) => !this.ledger.has(key, happening.id));
    // Handled whether or not anyone hears of it: switching a kind back on must not replay old news.
    this.ledger.record(
      key,
      fresh.map((happening) => happening.id),
    );
    if (baseline) return [];

    const wanted = fresh.flatMap((happening) => {
      const team = recipientOf(happening.kind, followers, settings);
      return team ? [{ happening, team }] : [];
    });
    const first = wanted[0];
    if (!first) return [];
    // What the user did not watch happen is told once, as a summary, instead of a burst: several
    // things during a catch-up, a match first seen when it is already under way, or several goals
    // found by one look (a goal alert would tell only the last of them).
    // A full time cancelled is told as itself, like a goal cancelled, also when the match comes
    // back to a list it had left.
    const correction = wanted.length === 1 && first.happening.kind === 'fulltime-cancelled';
    const firstSeenUnderWay = transition.before === null && !isAtStart(match) && !correction;
    const unseen = origin === 'catch-up' || (transition.before === null && !correction);
    const severalGoals = wanted.some(({ happening }) => (happening.goals ?? 1) > 1);
    if ((unseen && wanted.length > 1) || firstSeenUnderWay || severalGoals) {
      const words = catchUpWords(match, origin, this.wordsOf(settings));
      const summary = this.alertFor(first.happening, first.team, {
        id: `${key}:summary:${wanted.map(({ happening }) => suffixOf(key, happening.id)).join('+')}`,
        ...words,
      });
      this.ledger.record(key, [summary.id]);
      return [{ alert: { ...summary, kind: 'summary' }, match }];
    }
    return wanted.map(({ happening, team }) => ({
      alert: this.alertFor(happening, team, {
        id: happening.id,
        ...happeningWords(happening, team, this.wordsOf(settings)),
      }),
      match,
    }));
  }

  /** The alerts' language: the setting, or for 'system' the system's (English when unknown). */
  private wordsOf(settings: Settings): TFunction {
    return wordsFor(settings.language, this.deps.systemLanguages?.() ?? []).t;
  }

  private alertFor(
    happening: Happening,
    recipient: Follower,
    text: { id: string; title: string; body: string },
  ): Alert {
    const { match } = happening;
    const { teamId, competitionId } = recipient;
    const goal = happening.kind === 'goal' || happening.kind === 'goal-cancelled';
    const followed = competitionId === undefined ? followedSide(match, teamId) : null;
    const forFollowed =
      goal && followed && happening.side ? { forFollowed: happening.side === followed } : {};
    return {
      ...(competitionId === undefined ? {} : { competitionId }),
      ...forFollowed,
      id: text.id,
      kind: happening.kind,
      sport: match.sport,
      matchId: match.id,
      teamId,
      score: readableScore(match),
      title: text.title,
      body: text.body,
      iconPath: null,
      at: this.deps.clock.now(),
    };
  }

  /**
   * Pause drops; quiet hours drop or hold; the rest is returned, after the quiet-hours summary that
   * is due. What was handled and what goes out (as owed) is written to the ledger before anything
   * is held or shown (the outlet saves it before it marks and shows), before the last known scores
   * are written (they ask heldBack() first, which writes it), else within SAVE_WITHIN_MS: a flood
   * costs a write every so often, not one per push (10,000 pushes a second wrote the whole ledger,
   * with an fsync, 10,000 times a second). Until then nothing of it is shown and the scores on disk
   * are not ahead of it: a crash before the write loses no alert, the next start decides again.
   */
  private deliver(
    decided: Decided[],
    settings: Settings,
    due: QuietSummary | null = null,
  ): Alert[] {
    const now = this.deps.clock.now();
    const paused = settings.alertsPausedUntil !== null && now < settings.alertsPausedUntil;
    const quiet = isQuietAt(now, settings.quietHours);
    const alerts = paused || quiet ? [] : decided.map(({ alert }) => alert);
    const outgoing = due?.alert ? [due.alert, ...alerts] : alerts;
    this.ledger.awaitDelivery(outgoing);
    this.saveSoon();
    if (due) {
      this.held.clear();
      this.cancelRelease();
    }
    if (!paused && quiet && settings.quietHours.mode === 'summarise' && decided.length > 0) {
      // The held alerts are a document of their own: the ledger that says they were handled first.
      this.ledger.save();
      this.hold(decided);
    }
    return outgoing;
  }

  private saveSoon(): void {
    if (this.saving) return;
    this.saving = setTimeout(() => this.saveNow(), SAVE_WITHIN_MS);
    this.saving.unref();
  }

  private saveNow(): void {
    if (this.saving) clearTimeout(this.saving);
    this.saving = null;
    this.ledger.save();
  }

  private hold(decided: Decided[]): void {
    const t = this.wordsOf(this.deps.settings());
    this.held.add(
      decided.map(({ alert, match }): HeldAlert => ({
        alert,
        matchKey: matchKey(match.sport, match.id),
        scoreLine: headline(match, t),
        state: stateLabel(match, t),
      })),
    );
    this.scheduleRelease(0);
  }

  /** The held alerts' summary once quiet hours are over (null while quiet or nothing is held). */
  private quietSummaryDue(settings: Settings): QuietSummary | null {
    if (this.held.all().length === 0) return null;
    if (isQuietAt(this.deps.clock.now(), settings.quietHours)) return null;
    return this.quietSummary(settings);
  }

  /** The one summary of everything held, recorded in the ledger; its alert is null when not sent. */
  private quietSummary(settings: Settings): QuietSummary | null {
    const held = this.held.all();
    const latest = held[held.length - 1];
    if (!latest) return null;
    const key = latest.matchKey;
    const id = `${key}:quiet-summary:${fingerprint(held.map((entry) => entry.alert.id))}`;
    const fresh = !this.ledger.has(key, id);
    const now = this.deps.clock.now();
    const paused = settings.alertsPausedUntil !== null && now < settings.alertsPausedUntil;
    this.ledger.record(key, [id]);
    if (!fresh || paused) return { alert: null };
    return {
      alert: {
        ...latest.alert,
        id,
        kind: 'summary',
        ...quietSummaryWords(held, this.wordsOf(settings)),
        at: now,
      },
    };
  }

  private scheduleRelease(minimumDelayMs: number): void {
    if (this.disposed) return;
    this.cancelRelease();
    const now = this.deps.clock.now();
    const quiet = this.deps.settings().quietHours;
    const delay = isQuietAt(now, quiet) ? nextQuietEnd(now, quiet) - now : minimumDelayMs;
    this.releaseTimer = this.deps.clock.setTimeout(() => {
      this.releaseTimer = null;
      const settings = this.deps.settings();
      // The settings may have moved the end since the timer was set: look again before sending.
      if (isQuietAt(this.deps.clock.now(), settings.quietHours)) this.scheduleRelease(0);
      else this.deps.later(this.deliver([], settings, this.quietSummary(settings)));
    }, delay);
    this.releaseTimer.unref?.();
  }

  private cancelRelease(): void {
    if (this.releaseTimer) this.deps.clock.clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
  }
}

function suffixOf(key: string, id: string): string {
  return id.startsWith(`${key}:`) ? id.slice(key.length + 1) : id;
}

/** A short stable digest (FNV-1a) of a list of ids, so a summary's id stays the same across restarts. */
function fingerprint(ids: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of ids.join('|')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}-${ids.length}`;
}
