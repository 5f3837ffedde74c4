// --table: the window's Table view as headless lines, one `table` line per asked competition: its
// table(s) with every row's figures and whether the team is followed, and its knockout bracket.
// Asked of the engine's competitionTables, as the window's 'competition:tables' is; a figure or a
// part the service does not tell is null, never worked out here.

import type { CompetitionTables, StandingRow } from '../../shared/fansday';
import type { TFunction } from '../../shared/i18n';
import type { en } from '../../shared/i18n/en';
import { problem, type Problem } from '../../shared/problems';
import { errorText } from '../../shared/error-text';
import { isServiceError } from '../core/api/service-errors';
import type { Engine } from '../core/engine/api';
import type { TableFlag } from './flag-values';

export interface TableRowLine {
  /** As the service numbers it; null when it does not. */
  position: number | null;
  team: { id: number; name: string };
  played: number | null;
  won: number | null;
  drawn: number | null;
  lost: number | null;
  scoresFor: number | null;
  scoresAgainst: number | null;
  points: number | null;
  followed: boolean;
}

export interface BracketMatchLine {
  matchId: number | null;
  /** Null while the side is still to be decided. */
  home: string | null;
  away: string | null;
  score: { home: number | null; away: number | null };
  status: string | null;
}

/**
 * One asked competition. seasonId: the one shown, null when none was named and the service lists
 * none; standings and bracket: null when the competition has none ("not available").
 */
export interface TableLine {
  type: 'table';
  sport: string;
  tournamentId: number;
  seasonId: number | null;
  /** The competition's name as its table gives it; null when it gives none. */
  name: string | null;
  standings: { name: string | null; rows: TableRowLine[] }[] | null;
  bracket: { name: string; matches: BracketMatchLine[] }[] | null;
}

export function tableLine(
  flag: TableFlag,
  seasonId: number | null,
  tables: CompetitionTables,
  isFollowed: (teamId: number) => boolean,
): TableLine {
  const { standings, bracket } = tables;
  return {
    type: 'table',
    sport: flag.sport,
    tournamentId: flag.tournamentId,
    seasonId,
    name: standings?.tournamentName || null,
    standings: standings
      ? standings.tables.map((table) => ({
          name: table.name || null,
          rows: table.rows.map((row) => rowLine(row, isFollowed(row.teamId))),
        }))
      : null,
    bracket: bracket
      ? bracket.rounds.map((round) => ({
          name: round.name,
          matches: round.matches.map((match) => ({
            matchId: match.id,
            home: match.home,
            away: match.away,
            score: { home: match.homeScore, away: match.awayScore },
            status: match.status,
          })),
        }))
      : null,
  };
}

function rowLine(row: StandingRow, followed: boolean): TableRowLine {
  return {
    position: row.position,
    team: { id: row.teamId, name: row.teamName },
    played: row.played,
    won: row.wins,
    drawn: row.draws,
    lost: row.losses,
    scoresFor: row.scoresFor,
    scoresAgainst: row.scoresAgainst,
    points: row.points,
    followed,
  };
}

/**
 * Each asked competition's line, in the order asked. A competition whose season cannot be found
 * still gets its line (all null), after an error line that says why, so a reader waiting for one
 * line per flag is never left waiting.
 */
export async function lookAtTables(
  engine: Engine,
  flags: readonly TableFlag[],
  send: (line: TableLine) => void,
  tell: (reported: Problem) => void,
): Promise<void> {
  for (const flag of flags) {
    const empty: CompetitionTables = { standings: null, bracket: null };
    const about = { sport: flag.sport, id: flag.tournamentId };
    let seasonId = flag.seasonId;
    let tables = empty;
    try {
      seasonId ??= await engine.fans.currentSeason(flag.sport, flag.tournamentId);
      if (seasonId !== null) {
        tables = await engine.fans.tables({
          sport: flag.sport,
          tournamentId: flag.tournamentId,
          seasonId,
          name: '',
        });
      }
    } catch (error) {
      const unknown = isServiceError(error, 'not-found');
      tell(problem(unknown ? 'tableUnknown' : 'tableFailed', about, errorText(error)));
    }
    send(
      tableLine(flag, seasonId, tables, (teamId) =>
        engine.runSettings.follows().isFollowedTeam(flag.sport, teamId),
      ),
    );
  }
}

/** The line for a person: the competition, a row per team (followed ones marked), the bracket. */
export function tableText(line: TableLine, t: TFunction): string {
  const name = line.name ?? t('terminal.table.tournament', { id: line.tournamentId });
  const title =
    line.seasonId === null
      ? t('terminal.table.noSeason', { sport: line.sport, name })
      : t('terminal.table.title', { sport: line.sport, name, season: line.seasonId });
  if (!line.standings && !line.bracket) return `${title}\n  ${t('terminal.table.notAvailable')}`;
  const figure = (value: number | null) => (value === null ? '–' : String(value));
  const short = (key: keyof typeof en.fansday.standings.short, value: number | null) =>
    `${t(`fansday.standings.short.${key}`)} ${figure(value)}`;
  const lines = [title];
  for (const table of line.standings ?? []) {
    if (table.name) lines.push(`  ${table.name}`);
    for (const row of table.rows) {
      const figures = [
        short('played', row.played),
        short('won', row.won),
        short('drawn', row.drawn),
        short('lost', row.lost),
        `${figure(row.scoresFor)}:${figure(row.scoresAgainst)}`,
        short('points', row.points),
      ].join(' · ');
      const text = t('terminal.table.row', {
        position: figure(row.position),
        team: row.team.name,
        figures,
      });
      lines.push(`  ${text}${row.followed ? `  ★ ${t('fansday.standings.yourTeam')}` : ''}`);
    }
  }
  if (line.bracket) {
    lines.push(`  ${t('fansday.standings.bracket')}`);
    const side = (team: string | null) => team ?? t('fansday.standings.toBeDecided');
    for (const round of line.bracket) {
      // A match not yet played has no score to show, not a row of dashes.
      const matches = round.matches.map(({ home, away, score }) =>
        score.home === null && score.away === null
          ? `${side(home)} – ${side(away)}`
          : `${side(home)} ${figure(score.home)}:${figure(score.away)} ${side(away)}`,
      );
      // A later round whose pairings are not drawn yet lists no matches: said, not left blank.
      const told = matches.length > 0 ? matches.join('; ') : t('fansday.standings.toBeDecided');
      lines.push(`    ${round.name}: ${told}`);
    }
  }
  return lines.join('\n');
}
