// Richer words for two alerts, fetched right after they are shown (alert-outlet.ts replaces the
// notification with them): a goal names its scorer when the match's incidents name one, full time
// adds the player of the match when /best-players or /award has one, and the end of a stage names
// its winner from the stage results. Only followed matches raise these alerts, so only their
// incidents are fetched. An answer that is slow, fails or names nobody leaves the alert as it was,
// never given a guessed name.

import type { Alert } from '../../../shared/domain';
import type { Incident } from '../../../shared/match-detail';
import type { PlayerOfMatch } from '../../../shared/fansday';
import { translator, type TFunction } from '../../../shared/i18n';
import { sportInfo } from '../../../shared/sports';
import type { FanDataClient } from '../api/fan-data-client';
import { stageWinnerOf } from '../api/parse/stage-results';
import { stageWinnerLine } from './alert-text';
import type { ServiceClient } from '../api/service-client-api';
import type { Clock } from '../ports';
import { within } from '../within';

export interface AlertEnricherDeps {
  client: () => ServiceClient | null;
  fan: () => FanDataClient | null;
  /** Real time, for the wait on an answer (the engine's clock may be simulated). */
  clock: Clock;
  /** How long an answer is waited for; later, the words are in the match centre instead. */
  waitMs?: number;
  /** The alerts' language, for the words added here (English when not given). */
  words?: () => TFunction;
}

/** A scorer told 10 s after the goal is still news; the answer is never waited on by the goal. */
const DEFAULT_WAIT_MS = 10_000;

const EN = translator('en');

/** Whether an alert of this kind is worth a request once it is shown. */
export function isEnriched(alert: Alert): boolean {
  return alert.kind === 'goal' || alert.kind === 'fulltime';
}

export async function enrichAlert(alert: Alert, deps: AlertEnricherDeps): Promise<Alert> {
  try {
    if (alert.kind === 'goal') {
      const client = deps.client();
      if (!client) return alert;
      const incidents = await answerOf(deps, client.incidents(alert.sport, alert.matchId));
      const goal = incidents ? goalOf(incidents, alert) : undefined;
      const scorer = goal ? scorerWords(goal, deps.words?.()) : null;
      if (!goal || !scorer) return alert;
      const named =
        goal.playerId && goal.player ? { scorer: { id: goal.playerId, name: goal.player } } : {};
      return { ...alert, ...named, body: join(scorer, alert.body) };
    }
    if (alert.kind === 'fulltime') {
      const fan = deps.fan();
      if (!fan) return alert;
      if (sportInfo(alert.sport).form === 'stage') {
        const results = await answerOf(deps, fan.stageResults(alert.sport, alert.matchId));
        const winner = stageWinnerOf(results ?? []);
        return winner
          ? { ...alert, body: join(stageWinnerLine(winner, deps.words?.()), alert.body) }
          : alert;
      }
      const best = await answerOf(deps, playerOfTheMatch(fan, alert));
      if (!best) return alert;
      const rating = best.rating ? ` (${best.rating})` : '';
      const t = deps.words?.() ?? EN;
      const line = t('alert.playerOfMatch', { name: `${best.name}${rating}` });
      return { ...alert, body: join(alert.body, line) };
    }
  } catch {
    // The alert itself matters more than its extra words.
  }
  return alert;
}

async function playerOfTheMatch(fan: FanDataClient, alert: Alert): Promise<PlayerOfMatch | null> {
  const best = await fan.bestPlayers(alert.sport, alert.matchId).catch(() => null);
  return best ?? (await fan.award(alert.sport, alert.matchId).catch(() => null));
}

/** "Javier Sarmiento (penalty)": the goal that brought the score to the alert's figures. */
export function scorerOf(
  incidents: readonly Incident[],
  alert: Alert,
  t: TFunction = EN,
): string | null {
  const goal = goalOf(incidents, alert);
  return goal ? scorerWords(goal, t) : null;
}

function scorerWords(goal: Incident, t: TFunction = EN): string | null {
  if (!goal.player) return null;
  const how = GOAL_HOW[/\((own goal|penalty|power play)\)/.exec(goal.text)?.[1] ?? ''];
  return how ? `${goal.player} (${t(`alert.goalHow.${how}`)})` : goal.player;
}

/** The goal that brought the score to the alert's figures. */
function goalOf(incidents: readonly Incident[], alert: Alert): Incident | undefined {
  const goals = incidents.filter((incident) => incident.kind === 'goal');
  const exact = goals.find(
    (goal) => goal.homeScore === alert.score.home && goal.awayScore === alert.score.away,
  );
  // Without scores on the incidents, only a list whose newest goal is the only candidate will do.
  return exact ?? (goals.every((g) => g.homeScore === null) ? goals[0] : undefined);
}

/** How a goal was scored, as the incidents write it in English, to the words' keys. */
const GOAL_HOW: Record<string, 'ownGoal' | 'penalty' | 'powerPlay'> = {
  'own goal': 'ownGoal',
  penalty: 'penalty',
  'power play': 'powerPlay',
};

/** The answer, or null when it fails or takes longer than the enricher waits. */
function answerOf<T>(deps: AlertEnricherDeps, promise: Promise<T>): Promise<T | null> {
  return within(deps.clock, deps.waitMs ?? DEFAULT_WAIT_MS, promise);
}

function join(...parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join(' · ');
}
