// The words of an alert. Every title names both teams and the score ("GOAL! Northbridge Rovers 2–1
// Eastham City"); the body adds when and where ("67' · Premier Division"). One place, so that every
// kind reads alike in the tray, the notification centre and the headless output. The words come
// from the shared i18n resources; English unless a translator is given.

import { readableScore, type Match } from '../../../shared/domain';
import { translator, type TFunction } from '../../../shared/i18n';
import { sportInfo } from '../../../shared/sports';
import { periodCount } from '../live/snapshot-diff';
import type { Happening } from './happenings';

/** "Northbridge Rovers 2–1 Eastham City"; a stage is its label; an unknown score reads "v". */
export function headline(match: Match): string {
  if (match.isStage) return match.home.name;
  const { home, away } = readableScore(match);
  if (home === null || away === null) return `${match.home.name} v ${match.away.name}`;
  return `${match.home.name} ${home}–${away} ${match.away.name}`;
}

/** Where the match stands, as a person says it: "Full time", "Half-time", "67'", "2nd set". */
export function stateLabel(match: Match, t: TFunction = EN): string {
  const { phase, text } = match.status;
  const sport = sportInfo(match.sport);
  if (phase === 'finished')
    return match.isStage || sport.scoring === 'stage' ? t('alert.finished') : t('alert.fullTimeState');
  if (phase === 'paused' && sport.hasHalftime && looksLikeHalftime(match))
    return t('alert.halfTimeState');
  if (phase === 'live' && match.clock) return match.clock;
  if (text.trim() !== '') return text.trim();
  return phase === 'live' ? t('alert.liveState') : capitalise(phase);
}

const EN = translator('en');

export function looksLikeHalftime(match: Match): boolean {
  return /\b(half[\s-]?time|ht)\b/i.test(match.status.text) || periodCount(match) <= 1;
}

export interface AlertWords {
  title: string;
  body: string;
}

export function happeningWords(happening: Happening, t: TFunction = EN): AlertWords {
  const { match } = happening;
  const line = headline(match);
  const stage = match.isStage || sportInfo(match.sport).scoring === 'stage';
  switch (happening.kind) {
    case 'kickoff':
      return stage
        ? { title: t('alert.stageStarted', { line }), body: join(match.tournament.name) }
        : { title: t('alert.kickoff', { line }), body: join(match.tournament.name) };
    case 'goal':
      return { title: t('alert.goal', { line }), body: join(match.clock, match.tournament.name) };
    case 'goal-cancelled':
      return {
        title: t('alert.goalCancelled', { line }),
        body: join(match.clock, match.tournament.name),
      };
    case 'halftime':
      return { title: t('alert.halftime', { line }), body: join(match.tournament.name) };
    case 'period-end': {
      const period = happening.period ?? 0;
      const name = periodWord(sportInfo(match.sport).periodName, t);
      return {
        title: t('alert.periodEnd', { period: name, n: period, line }),
        body: join(periodScore(match, name, period, t), match.tournament.name),
      };
    }
    case 'fulltime':
      return stage
        ? { title: t('alert.stageFinished', { line }), body: join(match.tournament.name) }
        : {
            title: t('alert.fulltime', { line }),
            body: join(penaltiesNote(match, t), match.tournament.name),
          };
  }
}

/** The one alert for several things of one match the user did not see happen. */
export function catchUpWords(
  match: Match,
  origin: 'catch-up' | 'live',
  t: TFunction = EN,
): AlertWords {
  const line = headline(match);
  return {
    title: origin === 'catch-up' ? t('alert.away', { line }) : t('alert.catchingUp', { line }),
    body: join(stateLabel(match, t), penaltiesNote(match, t), match.tournament.name),
  };
}

export interface HeldLine {
  matchKey: string;
  scoreLine: string;
  state: string;
}

/** The one alert sent when quiet hours end, for everything held during them. */
export function quietSummaryWords(held: readonly HeldLine[], t: TFunction = EN): AlertWords {
  const latestByMatch = new Map<string, HeldLine>();
  for (const line of held) {
    latestByMatch.delete(line.matchKey);
    latestByMatch.set(line.matchKey, line);
  }
  const matches = [...latestByMatch.values()];
  const count = t('alert.count', { count: held.length });
  const only = matches.length === 1 ? matches[0] : undefined;
  if (only) {
    return {
      title: t('alert.away', { line: only.scoreLine }),
      body: join(only.state, t('alert.duringQuiet', { count })),
    };
  }
  return {
    title: t('alert.awayMany', { matches: matches.length, count }),
    body: matches.map((line) => `${line.scoreLine} (${line.state.toLowerCase()})`).join(' · '),
  };
}

function periodWord(periodName: string, t: TFunction): string {
  return t(`alert.periodNames.${periodName}`, { defaultValue: periodName });
}

function periodScore(match: Match, name: string, period: number, t: TFunction): string | null {
  const home = match.homeScore.periods[period - 1];
  const away = match.awayScore.periods[period - 1];
  if (home === undefined || away === undefined || home === null || away === null) return null;
  return t('alert.periodScore', { period: capitalise(name), n: period, score: `${home}–${away}` });
}

function penaltiesNote(match: Match, t: TFunction): string | null {
  const home = match.homeScore.penalties;
  const away = match.awayScore.penalties;
  return home === null || away === null ? null : t('alert.penalties', { score: `${home}–${away}` });
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
