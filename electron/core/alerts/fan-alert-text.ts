// The words of a reminder and of "line-ups are out". Like every alert title they name both teams;
// the body says when (local time, in the alert's language) and where.

import type { Match } from '../../../shared/domain';
import { translator, type TFunction } from '../../../shared/i18n';
import { startWordIn } from '../../../shared/sports';
import type { AlertWords } from './alert-text';

/** "19:30" in the zone of the machine the engine runs on (the user's), as `locale` writes it. */
export function kickOffTime(epochMs: number, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(epochMs);
}

function fixture(match: Match, t: TFunction): string {
  return match.isStage
    ? match.home.name
    : t('alert.fixture', { home: match.home.name, away: match.away.name });
}

export function reminderWords(
  match: Match,
  leftMs: number,
  localTime: string,
  t: TFunction = translator('en'),
): AlertWords {
  const minutes = Math.max(1, Math.round(leftMs / 60_000));
  const left =
    minutes >= 120
      ? t('alert.hoursLeft', { count: Math.round(minutes / 60) })
      : t('alert.minutesLeft', { count: minutes });
  // The sport's own start word: "First serve in 15 min", "Race start 08:00", not "Kick-off".
  const starts = startWordIn(match.sport, t);
  return {
    title: t('alert.reminder', { starts, left, fixture: fixture(match, t) }),
    body: join(t('alert.startsAt', { starts, time: localTime }), match.tournament.name),
  };
}

export function lineupsWords(
  match: Match,
  localTime: string,
  t: TFunction = translator('en'),
): AlertWords {
  return {
    title: t('alert.lineups', { fixture: fixture(match, t) }),
    body: join(
      t('alert.startsAt', { starts: startWordIn(match.sport, t), time: localTime }),
      match.tournament.name,
    ),
  };
}

function join(...parts: (string | null)[]): string {
  return parts.filter((part): part is string => !!part && part.trim() !== '').join(' · ');
}
