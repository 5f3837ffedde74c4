// The words of an alert. Every title names both teams and the score ("GOAL! Northbridge Rovers 2–1
// Eastham City"); the body adds when and where ("67' · Premier Division"). One place, so that every
// kind reads alike in the tray, the notification centre and the headless output.

import { readableScore, type Match } from '../../../shared/domain';
import { sportInfo } from '../../../shared/sports';
import { periodCount } from '../live/snapshot-diff';
import type { Happening } from './happenings';

/** "Northbridge Rovers 2–1 Eastham City"; a stage is its label; an unknown score reads "v". */
export function scoreLine(match: Match): string {
  if (match.isStage) return match.home.name;
  const { home, away } = readableScore(match);
  if (home === null || away === null) return `${match.home.name} v ${match.away.name}`;
  return `${match.home.name} ${home}–${away} ${match.away.name}`;
}

/** Where the match stands, as a person says it: "Full time", "Half-time", "67'", "2nd set". */
export function stateLabel(match: Match): string {
  const { phase, text } = match.status;
  const sport = sportInfo(match.sport);
  if (phase === 'finished')
    return match.isStage || sport.scoring === 'stage' ? 'Finished' : 'Full time';
  if (phase === 'paused' && sport.hasHalftime && looksLikeHalftime(match)) return 'Half-time';
  if (phase === 'live' && match.clock) return match.clock;
  if (text.trim() !== '') return text.trim();
  return phase === 'live' ? 'Live' : capitalise(phase);
}

export function looksLikeHalftime(match: Match): boolean {
  return /\b(half[\s-]?time|ht)\b/i.test(match.status.text) || periodCount(match) <= 1;
}

export interface AlertWords {
  title: string;
  body: string;
}

export function happeningWords(happening: Happening): AlertWords {
  const { match } = happening;
  const line = scoreLine(match);
  const stage = match.isStage || sportInfo(match.sport).scoring === 'stage';
  switch (happening.kind) {
    case 'kickoff':
      return stage
        ? { title: `Stage started: ${line}`, body: join(match.tournament.name) }
        : { title: `Kick-off: ${line}`, body: join(match.tournament.name) };
    case 'goal':
      return { title: `GOAL! ${line}`, body: join(match.clock, match.tournament.name) };
    case 'goal-cancelled':
      return { title: `Goal cancelled: ${line}`, body: join(match.clock, match.tournament.name) };
    case 'halftime':
      return { title: `Half-time: ${line}`, body: join(match.tournament.name) };
    case 'period-end': {
      const period = happening.period ?? 0;
      const name = sportInfo(match.sport).periodName;
      return {
        title: `End of ${name} ${period}: ${line}`,
        body: join(periodScore(match, name, period), match.tournament.name),
      };
    }
    case 'fulltime':
      return stage
        ? { title: `Stage finished: ${line}`, body: join(match.tournament.name) }
        : { title: `Full time: ${line}`, body: join(penaltiesNote(match), match.tournament.name) };
  }
}

/** The one alert for several things of one match the user did not see happen. */
export function catchUpWords(match: Match, origin: 'catch-up' | 'live'): AlertWords {
  const lead = origin === 'catch-up' ? 'While you were away' : 'Catching up';
  return {
    title: `${lead}: ${scoreLine(match)}`,
    body: join(stateLabel(match), penaltiesNote(match), match.tournament.name),
  };
}

export interface HeldLine {
  matchKey: string;
  scoreLine: string;
  state: string;
}

/** The one alert sent when quiet hours end, for everything held during them. */
export function quietSummaryWords(held: readonly HeldLine[]): AlertWords {
  const latestByMatch = new Map<string, HeldLine>();
  for (const line of held) {
    latestByMatch.delete(line.matchKey);
    latestByMatch.set(line.matchKey, line);
  }
  const matches = [...latestByMatch.values()];
  const count = held.length === 1 ? '1 alert' : `${held.length} alerts`;
  const only = matches.length === 1 ? matches[0] : undefined;
  if (only) {
    return {
      title: `While you were away: ${only.scoreLine}`,
      body: join(only.state, `${count} during quiet hours`),
    };
  }
  return {
    title: `While you were away: ${matches.length} matches, ${count}`,
    body: matches.map((line) => `${line.scoreLine} (${line.state.toLowerCase()})`).join(' · '),
  };
}

function periodScore(match: Match, name: string, period: number): string | null {
  const home = match.homeScore.periods[period - 1];
  const away = match.awayScore.periods[period - 1];
  if (home === undefined || away === undefined || home === null || away === null) return null;
  return `${capitalise(name)} ${period}: ${home}–${away}`;
}

function penaltiesNote(match: Match): string | null {
  const home = match.homeScore.penalties;
  const away = match.awayScore.penalties;
  return home === null || away === null ? null : `Penalties ${home}–${away}`;
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
