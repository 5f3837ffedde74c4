// The settings a run works with: the stored ones, plus what holds for this run only (the headless
// mode's --follow, --follow-tournament, --remind-before and --language, never saved) and, while the
// person follows nobody, the service's suggested follows. Everything in the engine reads these,
// never the stored settings alone, so a session follow alerts exactly like a saved one.

import {
  sameCompetition,
  sameTeam,
  type FollowedCompetition,
  type FollowedTeam,
  type Settings,
} from '../../shared/settings';
import { followIndexOf, type FollowIndex } from './live/follow-index';
import type { SettingsStore } from './state/settings-store';

export interface RunOnly {
  sessionFollows?: FollowedTeam[];
  sessionCompetitions?: FollowedCompetition[];
  alertOverrides?: Partial<Pick<Settings, 'remindBeforeMinutes' | 'lineupAlerts' | 'language'>>;
}

export class RunSettings {
  private followIndex: { settings: Settings; index: FollowIndex } | null = null;

  constructor(
    private readonly store: SettingsStore,
    private readonly runOnly: RunOnly,
    /** The service's picks (the demo's), followed while the person follows nobody. */
    private readonly suggested: () => readonly FollowedTeam[],
  ) {}

  get(): Settings {
    const { alertOverrides, sessionFollows = [], sessionCompetitions = [] } = this.runOnly;
    const stored = alertOverrides ? { ...this.store.get(), ...alertOverrides } : this.store.get();
    const followsNothing =
      stored.follows.length === 0 &&
      stored.competitions.length === 0 &&
      sessionFollows.length === 0 &&
      sessionCompetitions.length === 0;
    const suggested = followsNothing ? this.suggested() : [];
    const extra = [...sessionFollows, ...suggested].filter(
      (team) => !stored.follows.some((held) => sameTeam(held, team)),
    );
    const extraCompetitions = sessionCompetitions.filter(
      (competition) => !stored.competitions.some((held) => sameCompetition(held, competition)),
    );
    if (extra.length === 0 && extraCompetitions.length === 0) return stored;
    return {
      ...stored,
      follows: [...stored.follows, ...extra],
      competitions: [...stored.competitions, ...extraCompetitions],
    };
  }

  /** Which matches are followed; worked out again only when the stored settings change. */
  follows(): FollowIndex {
    const settings = this.store.get();
    if (this.followIndex?.settings !== settings) {
      this.followIndex = { settings, index: followIndexOf(this.get()) };
    }
    return this.followIndex.index;
  }

  /** The suggested follows may differ now (settings saved, another service): work them out again. */
  forgetFollows(): void {
    this.followIndex = null;
  }
}
