// --day: the window's day list as a headless line, one `day` line per flag: a sport's matches of a
// local day (upcoming with kick-off, live with score and minute, finished with result), in the
// sections and order the window shows (followed teams first, then live, upcoming, finished, other;
// grouped by competition). Asked of the engine's daySchedule and laid out by shared/day-rows.ts,
// both the window's own, so the two cannot disagree.

import { buildDayItems } from '../../shared/day-rows';
import { localDateRange, localDayRange, type DayRange } from '../../shared/day-range';
import { matchKey, readableScore, teamKey, type Match } from '../../shared/domain';
import { matchClock } from '../../shared/match-clock';
import type { TFunction } from '../../shared/i18n';
import { problem, type Problem } from '../../shared/problems';
import { errorText } from '../../shared/error-text';
import type { Engine } from '../core/engine/api';
import type { DayFlag } from './flag-values';

type Section = 'followed' | 'live' | 'upcoming' | 'finished' | 'other';

export interface DayMatchLine {
  matchId: number;
  competition: string;
  home: { id: number; name: string };
  away: { id: number; name: string };
  /** The phase (scheduled, live, paused, finished, postponed…) and the service's words for it. */
  status: string;
  statusText: string;
  /** ISO time (UTC); null when the service gives none. */
  kickoff: string | null;
  /** Null before kick-off: an upcoming match has no score yet, not 0–0. */
  score: { home: number | null; away: number | null } | null;
  /** The label the window shows while the match is on ("67'", "Q3 0:29", "HT", "3rd set"); else null. */
  minute: string | null;
  followed: boolean;
  /** Players sent off, by side; only when there are any, as the window's rows show them. */
  redCards?: { home: number; away: number };
  /** A shoot-out's kicks scored, by side, once it has some; the score itself leaves them out. */
  shootout?: { home: number; away: number };
}

export interface DayLine {
  type: 'day';
  sport: string;
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** -1, 0, 1 when asked as yesterday, today, tomorrow; null for a date. */
  offset: number | null;
  /** The local day as ISO times: from its midnight to the next. */
  from: string;
  to: string;
  sections: { section: Section; matches: DayMatchLine[] }[];
}

export function dayRangeOf(flag: DayFlag, now: number): DayRange {
  const { day } = flag;
  return 'offset' in day
    ? localDayRange(now, day.offset)
    : localDateRange(day.year, day.month, day.date);
}

/**
 * The line from the day's matches. `followed` says whether a team is followed (the engine's
 * follows, this run's included); the order is the window's (buildDayItems).
 */
export function dayLine(
  flag: DayFlag,
  range: DayRange,
  matches: readonly Match[],
  followed: (teamId: number) => boolean,
  now: number,
): DayLine {
  const byKey = new Map(matches.map((match) => [matchKey(match.sport, match.id), match]));
  const followedTeams = new Set(
    matches
      .flatMap((match) => [match.home.id, match.away.id])
      .filter(followed)
      .map((teamId) => teamKey(flag.sport, teamId)),
  );
  const sections: DayLine['sections'] = [];
  const items = buildDayItems(byKey.values(), {
    followedTeams,
    sportOrder: [flag.sport],
    untitled: '',
  });
  for (const item of items) {
    // Section keys are 's:followed', 's:live' …: the code a script matches on.
    if (item.type === 'section')
      sections.push({ section: item.key.slice(2) as Section, matches: [] });
    const match = item.type === 'match' ? byKey.get(item.matchKey) : undefined;
    if (match)
      sections.at(-1)?.matches.push(matchLine(match, item.type === 'match' && item.followed, now));
  }
  const start = new Date(range.from);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    type: 'day',
    sport: flag.sport,
    date: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
    offset: 'offset' in flag.day ? flag.day.offset : null,
    from: new Date(range.from).toISOString(),
    to: new Date(range.to).toISOString(),
    sections,
  };
}

function matchLine(match: Match, followed: boolean, now: number): DayMatchLine {
  const phase = match.status.phase;
  const live = phase === 'live' || phase === 'paused' || phase === 'interrupted';
  return {
    matchId: match.id,
    competition: match.tournament.name,
    home: { id: match.home.id, name: match.home.name },
    away: { id: match.away.id, name: match.away.name },
    status: phase,
    statusText: match.status.text,
    kickoff:
      match.startTimestamp === null ? null : new Date(match.startTimestamp * 1000).toISOString(),
    score: phase === 'scheduled' ? null : readableScore(match),
    // The window's label, for every sport: "67'", "Q3 0:29", "HT", "3rd set".
    minute: live ? matchClock(match, now) || null : null,
    followed,
    ...(match.redCards ? { redCards: { ...match.redCards } } : {}),
    ...shootoutOf(match),
  };
}

function shootoutOf(match: Match): Pick<DayMatchLine, 'shootout'> {
  const home = match.homeScore.penalties;
  const away = match.awayScore.penalties;
  if (home === null || away === null || match.status.phase === 'scheduled') return {};
  return { shootout: { home, away } };
}

/**
 * Each asked day's line, in the order asked. Today also lists the sport's live matches that began
 * the evening before, as the window's today does. A day that cannot be had is an error line.
 */
export async function lookAtDays(
  engine: Engine,
  flags: readonly DayFlag[],
  now: number,
  send: (line: DayLine) => void,
  tell: (reported: Problem) => void,
): Promise<void> {
  for (const flag of flags) {
    const range = dayRangeOf(flag, now);
    try {
      const { matches } = await engine.fans.schedule(flag.sport, range.from, range.to);
      const today = 'offset' in flag.day && flag.day.offset === 0;
      const live = today ? engine.live.list().filter((match) => match.sport === flag.sport) : [];
      // The live one last: its state is fresher than the list's.
      const all = [...matches, ...live];
      send(
        dayLine(
          flag,
          range,
          all,
          (teamId) => engine.runSettings.follows().isFollowedTeam(flag.sport, teamId),
          now,
        ),
      );
    } catch (error) {
      tell(problem('dayFailed', { sport: flag.sport }, errorText(error)));
    }
  }
}

/** The line for a person: the day, then each section's matches, in the run's language. */
export function dayText(line: DayLine, t: TFunction, locale: string): string {
  const words: Record<number, 'yesterday' | 'today' | 'tomorrow'> = {
    [-1]: 'yesterday',
    0: 'today',
    1: 'tomorrow',
  };
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    Date.parse(line.from),
  );
  const word = line.offset === null ? null : words[line.offset];
  const title = `[${line.sport}] ${word ? `${t(`fansday.day.${word}`)}, ${date}` : date}`;
  if (line.sections.length === 0) return `${title}\n  ${t('fansday.day.nothingTitle')}`;
  const time = (iso: string | null) =>
    iso === null
      ? '--:--'
      : new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(Date.parse(iso));
  const section = {
    followed: 'sectionFollowed',
    live: 'sectionLive',
    upcoming: 'sectionUpcoming',
    finished: 'sectionFinished',
    other: 'sectionOther',
  } as const;
  const lines = [title];
  for (const part of line.sections) {
    lines.push(`  ${t(`fansday.day.${section[part.section]}`)}`);
    for (const match of part.matches) {
      const score = match.score ? ` ${match.score.home ?? '-'}–${match.score.away ?? '-'} ` : ' – ';
      const when = match.score === null ? time(match.kickoff) : (match.minute ?? match.statusText);
      const star = match.followed ? '★ ' : '';
      lines.push(
        `    ${star}${when} ${match.home.name}${score}${match.away.name} (${match.competition})`,
      );
    }
  }
  return lines.join('\n');
}
