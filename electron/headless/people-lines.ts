// --player and --team: the window's player card and team page as headless lines, one per asked id,
// after the first look. Asked of the engine's player (overview tab) and teamPage, as the window's
// 'people:player' and 'people:team' are; a figure the service does not tell is null, never worked
// out here. An id the service does not know gets an `error` line AND its line with null fields, so
// a reader waiting for one line per flag is never left waiting.

import { readableScore, type Match } from '../../shared/domain';
import type { TFunction } from '../../shared/i18n';
import type { Outcome } from '../../shared/fansday';
import type {
  NewsItem,
  PersonRef,
  PlayerOverview,
  PlayerProfile,
  PlayerRecentMatch,
  PlayerSeasonSummary,
  SquadPlayer,
  TeamPage,
} from '../../shared/people';
import { problem, type Problem, type ProblemKey } from '../../shared/problems';
import { errorText } from '../../shared/error-text';
import { isServiceError } from '../core/api/service-errors';
import type { Engine } from '../core/engine/api';
import type { FollowFlag } from './flag-values';

/** The card's profile figures, its name null when the service does not know the id. */
export interface PlayerLine extends Omit<PlayerProfile, 'name'> {
  type: 'player';
  sport: string;
  name: string | null;
  season: PlayerSeasonSummary | null;
  recent: PlayerRecentMatch[];
}

export interface TeamMatchLine {
  matchId: number;
  home: PersonRef;
  away: PersonRef;
  score: { home: number | null; away: number | null };
  status: string;
  startTimestamp: number | null;
}

export interface TeamLine {
  type: 'team';
  sport: string;
  id: number;
  name: string | null;
  manager: string | null;
  venue: string | null;
  squad: SquadPlayer[];
  next: TeamMatchLine | null;
  last: TeamMatchLine | null;
  form: Outcome[];
  /** The team's place in its competition's table; null when none lists it. */
  table: TeamPage['table'];
  news: NewsItem[] | null;
}

/** The ids a --player or --team flag names: SPORT:ID, as --follow takes them. */
type IdFlag = FollowFlag;

export function playerLine(flag: IdFlag, overview: PlayerOverview | null): PlayerLine {
  const profile = overview?.profile ?? null;
  return {
    type: 'player',
    sport: flag.sport,
    id: flag.teamId,
    name: profile?.name ?? null,
    team: profile?.team ?? null,
    position: profile?.position ?? null,
    shirtNumber: profile?.shirtNumber ?? null,
    nationality: profile?.nationality ?? null,
    age: profile?.age ?? null,
    height: profile?.height ?? null,
    preferredFoot: profile?.preferredFoot ?? null,
    marketValue: profile?.marketValue ?? null,
    season: overview?.season ?? null,
    recent: overview?.recent ?? [],
  };
}

function matchLine(match: Match | null): TeamMatchLine | null {
  if (!match) return null;
  return {
    matchId: match.id,
    home: { id: match.home.id, name: match.home.name },
    away: { id: match.away.id, name: match.away.name },
    score: readableScore(match),
    status: match.status.phase,
    startTimestamp: match.startTimestamp,
  };
}

export function teamLine(flag: IdFlag, page: TeamPage | null): TeamLine {
  return {
    type: 'team',
    sport: flag.sport,
    id: flag.teamId,
    name: page?.team.name ?? null,
    manager: page?.team.manager ?? null,
    venue: page?.team.venue ?? null,
    squad: page?.squad ?? [],
    next: matchLine(page?.next ?? null),
    last: matchLine(page?.last ?? null),
    form: page?.form ?? [],
    table: page?.table ?? null,
    news: page?.news ?? null,
  };
}

/** The lines of the asked ids, each sent as it is known, failures told on the way. */
type LookAt<L> = (
  engine: Engine,
  flags: readonly IdFlag[],
  send: (line: L) => void,
  tell: (reported: Problem) => void,
) => Promise<void>;

export const lookAtPlayers: LookAt<PlayerLine> = (engine, flags, send, tell) => {
  const overview = async (flag: IdFlag) => {
    const data = await engine.people.player({
      sport: flag.sport,
      playerId: flag.teamId,
      tab: 'overview',
    });
    return data.tab === 'overview' ? data : null;
  };
  return lookAtEach(flags, overview, playerLine, ['playerUnknown', 'playerFailed'], send, tell);
};

export const lookAtTeams: LookAt<TeamLine> = (engine, flags, send, tell) => {
  const page = (flag: IdFlag) => engine.people.teamPage(flag.sport, flag.teamId);
  return lookAtEach(flags, page, teamLine, ['teamUnknown', 'teamFailed'], send, tell);
};

/** In the order asked, each id's line: an id that fails still gets its line, after the error's. */
async function lookAtEach<T, L>(
  flags: readonly IdFlag[],
  ask: (flag: IdFlag) => Promise<T | null>,
  lineOf: (flag: IdFlag, found: T | null) => L,
  [unknownKey, failedKey]: readonly [ProblemKey, ProblemKey],
  send: (line: L) => void,
  tell: (reported: Problem) => void,
): Promise<void> {
  for (const flag of flags) {
    let found: T | null = null;
    try {
      found = await ask(flag);
    } catch (error) {
      const unknown = isServiceError(error, 'not-found');
      const about = { sport: flag.sport, id: flag.teamId };
      tell(problem(unknown ? unknownKey : failedKey, about, errorText(error)));
    }
    send(lineOf(flag, found));
  }
}

const figure = (value: number | string | null) => (value === null ? '–' : String(value));

export function playerText(line: PlayerLine, t: TFunction): string {
  if (line.name === null) return t('terminal.player.unknown', { sport: line.sport, id: line.id });
  const details = [line.position, line.shirtNumber && `#${line.shirtNumber}`, line.nationality]
    .filter(Boolean)
    .join(' · ');
  const lines = [
    t('terminal.player.line', {
      sport: line.sport,
      name: line.name,
      team: line.team?.name ?? '–',
      details: details || '–',
    }),
  ];
  if (line.season) {
    lines.push(
      `  ${t('terminal.player.season', {
        appearances: figure(line.season.appearances),
        goals: figure(line.season.goals),
        rating: figure(line.season.rating),
      })}`,
    );
  }
  if (line.recent.length > 0) {
    const ratings = line.recent.map((match) => figure(match.rating)).join(', ');
    lines.push(`  ${t('terminal.player.recent', { ratings })}`);
  }
  return lines.join('\n');
}

export function teamText(line: TeamLine, t: TFunction): string {
  if (line.name === null) return t('terminal.team.unknown', { sport: line.sport, id: line.id });
  const letters = { won: 'formWon', drew: 'formDrew', lost: 'formLost' } as const;
  return t('terminal.team.line', {
    sport: line.sport,
    name: line.name,
    manager: line.manager ?? '–',
    venue: line.venue ?? '–',
    count: line.squad.length,
    form: line.form.map((outcome) => t(`terminal.watchlist.${letters[outcome]}`)).join('') || '–',
  });
}
