// --glance: the tray's glance in the terminal. The same choice as the tray icon and the macOS title
// (shared/tray-glance.ts): the followed live match shown, its line, and the other followed live
// matches in the order they matter; a `glance` line whenever that changes (not when only a running
// clock moves), so an end-to-end check sees which match the tray would show, and when.

import type { Match } from '../../shared/domain';
import type { TFunction } from '../../shared/i18n';
import {
  GlanceTracker,
  glanceFollows,
  type Glance,
  type GlanceItem,
  type GlanceLead,
  type GlanceReason,
} from '../../shared/tray-glance';
import type { Engine } from '../core/engine/api';
import type { Clock, TimerHandle } from '../core/ports';

/** The tray's glance: `shown` null while no followed match is live. */
export interface GlanceLine {
  type: 'glance';
  shown: {
    sport: string;
    matchId: number;
    /** Why this one: it has just scored, it is closest to its end, or its team was followed first. */
    reason: GlanceReason;
    /** The followed side's code and its score first, as the icon draws it. */
    code: string;
    side: 'home' | 'away' | null;
    lead: GlanceLead | null;
    score: { mine: number | null; theirs: number | null };
    /** The title line (`BOS 3–2 TOR P3 5:30`), in the run's language. */
    text: string;
  } | null;
  others: { sport: string; matchId: number; text: string }[];
}

/** How often the glance is looked at while nothing changes: a goal's hold on it runs out. */
const LOOK_EVERY_MS = 10_000;

export class GlanceWatch {
  private readonly tracker = new GlanceTracker();
  private readonly unsubscribes: (() => void)[] = [];
  private timer: TimerHandle | null = null;
  private last: string | null = null;

  constructor(
    private readonly options: {
      engine: Engine;
      clock: Clock;
      send: (line: GlanceLine) => void;
      words: () => TFunction;
    },
  ) {}

  start(): void {
    const look = () => this.look();
    this.unsubscribes.push(
      this.options.engine.on('score', look),
      this.options.engine.on('changes', look),
    );
    this.look();
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    if (this.timer) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private look(): void {
    const { engine, clock } = this.options;
    const live: Match[] = engine.live.followed();
    const follows = glanceFollows(engine.settings.get().follows, live, (sport, teamId) =>
      engine.runSettings.follows().isFollowedTeam(sport, teamId),
    );
    const glance = this.tracker.update({
      matches: live,
      follows,
      now: clock.now(),
      t: this.options.words(),
    });
    const key = glanceKey(glance);
    if (key !== this.last) {
      this.last = key;
      this.options.send(glanceLine(glance));
    }
    if (this.timer) clock.clearTimeout(this.timer);
    this.timer = clock.setTimeout(() => {
      this.timer = null;
      this.look();
    }, LOOK_EVERY_MS);
    this.timer.unref?.();
  }
}

/** What a change of the glance is: another match, another score or order; not a clock's minute. */
function glanceKey(glance: Glance): string {
  const figure = (item: GlanceItem) => [item.sport, item.matchId, item.mine, item.theirs];
  return JSON.stringify([
    glance.shown ? [...figure(glance.shown), glance.shown.reason, glance.shown.lead] : null,
    glance.others.map(figure),
  ]);
}

function glanceLine(glance: Glance): GlanceLine {
  const shown = glance.shown;
  return {
    type: 'glance',
    shown: shown
      ? {
          sport: shown.sport,
          matchId: shown.matchId,
          reason: shown.reason,
          code: shown.code,
          side: shown.followed,
          lead: shown.lead,
          score: { mine: shown.mine, theirs: shown.theirs },
          text: shown.text,
        }
      : null,
    others: glance.others.map((item) => ({
      sport: item.sport,
      matchId: item.matchId,
      text: item.text,
    })),
  };
}
