// The words of a reminder and of "line-ups are out". Like every alert title they name both teams;
// the body says when (local time) and where.

import type { Match } from '../../../shared/domain';
import { sportInfo } from '../../../shared/sports';
import type { AlertWords } from './alert-text';

/** "19:30" in the zone of the machine the engine runs on (the user's). */
export function kickOffTime(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

function fixture(match: Match): string {
  return match.isStage ? match.home.name : `${match.home.name} v ${match.away.name}`;
}

function starts(match: Match): string {
  return match.isStage || sportInfo(match.sport).scoring === 'stage' ? 'Starts' : 'Kick-off';
}

export function reminderWords(match: Match, leftMs: number, localTime: string): AlertWords {
  const minutes = Math.max(1, Math.round(leftMs / 60_000));
  const left = minutes >= 120 ? `${Math.round(minutes / 60)} h` : `${minutes} min`;
  return {
    title: `${starts(match)} in ${left}: ${fixture(match)}`,
    body: join(`${starts(match)} ${localTime}`, match.tournament.name),
  };
}

export function lineupsWords(match: Match, localTime: string): AlertWords {
  return {
    title: `Line-ups are out: ${fixture(match)}`,
    body: join(`${starts(match)} ${localTime}`, match.tournament.name),
  };
}

function join(...parts: (string | null)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');
}
