// What a simulated sport is made of (the catalogs list them): its event form, rhythm (a kick-off
// every `slotMinutes`, so that several matches are always live), tournaments and how a match of
// each is scripted and folded; and the rules most sports share.

import type { FoldRules } from './match-state';
import { AET, AP, ENDED } from './period-plans';
import {
  periodSportScript,
  type PeriodSportPlan,
  type ScriptContext,
} from './scripts/period-script';
import type { TimedHappening } from './timeline';

export type EventForm = 'object' | 'basketball-string' | 'stage';

export interface TournamentPlan {
  name: string;
  knockout: boolean;
  /**
   * Esports: the series length of its matches where it is not the sport's (Dota 2 groups: 2).
   * Snooker: the frames of its matches (best of 17, 19).
   */
  bestOf?: number;
  /** Badminton: its entrants are pairs ("A / B") rather than single players. */
  doubles?: boolean;
}

export interface CategoryPlan {
  id: number;
  name: string;
  slug: string;
  alpha2?: string;
}

export interface SimSport {
  slug: string;
  name: string;
  /** The service's numeric sport id. */
  sportId: number;
  form: EventForm;
  slotMinutes: number;
  teamCount: number;
  /** Teams are single players (tennis). */
  individual: boolean;
  squadSize: number;
  categories: CategoryPlan[];
  tournaments: TournamentPlan[];
  rules: FoldRules;
  /** Names of the score object's period fields, for the scores endpoint's labels. */
  periodLabels: Record<string, string>;
  script(context: ScriptContext & { knockout: boolean; bestOf?: number }): TimedHappening[];
}

export const STANDARD_RULES: FoldRules = {
  ended: ENDED,
  endedAfterExtra: AET,
  endedAfterShootout: AP,
  endMarker: 'FT',
};

export const HALVES_LABELS = { current: 'Match', period1: '1st half', period2: '2nd half' };

/** Ice hockey's and floorball's: three periods, then overtime and a shoot-out when still level. */
export const THREE_PERIODS_LABELS = {
  current: 'Match',
  period1: '1st period',
  period2: '2nd period',
  period3: '3rd period',
  overtime: 'Overtime',
  penalties: 'Penalties',
};

export function scriptFromPlan(plan: (knockout: boolean) => PeriodSportPlan): SimSport['script'] {
  return (context) => periodSportScript(plan(context.knockout), context);
}
