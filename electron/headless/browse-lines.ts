// The competition page, browse by country and the odds as headless lines, each once after the
// first look: --competition SPORT:ID[:SEASON] prints a `competition` line (rounds with the current
// round's fixtures, top scorers, statistics, champions: the page's tabs beside --table's table),
// --browse SPORT[:CATEGORY_ID] a `browse` line (the sport's countries, or a country's
// competitions), --odds SPORT:MATCH_ID an `odds` line (the sportsbook's 1X2 prices and win
// probability; asking for them is the opt-in). A part the service does not have is null; a
// failure gives an error line first and the line with null parts, never a guess.

import type { BrowseCountry, BrowseTournament, Champion, MatchOdds } from '../../shared/browse';
import type { TFunction } from '../../shared/i18n';
import { problem, type Problem } from '../../shared/problems';
import { errorText } from '../../shared/error-text';
import { readableScore } from '../../shared/domain';
import type { Engine } from '../core/engine/api';
import { parseSport, UsageError, type TableFlag } from './flag-values';

export interface BrowseFlag {
  sport: string;
  categoryId: number | null;
}

export interface OddsFlag {
  sport: string;
  matchId: number;
}

function ids(flag: string, text: string, shape: RegExp, example: string): RegExpExecArray {
  const match = shape.exec(text.trim());
  if (!match) throw new UsageError(`${flag} takes ${example}, not "${text}"`);
  for (const id of match.slice(2)) {
    if (id !== undefined && (!Number.isSafeInteger(Number(id)) || Number(id) < 0))
      throw new UsageError(`${flag} needs whole ids, not "${text}"`);
  }
  return match;
}

export function parseCompetition(text: string): TableFlag {
  const match = ids(
    '--competition',
    text,
    /^([^:]+):(\d{1,15})(?::(\d{1,15}))?$/,
    'SPORT:TOURNAMENT_ID[:SEASON_ID] (e.g. football:17)',
  );
  return {
    sport: parseSport(match[1]!),
    tournamentId: Number(match[2]),
    seasonId: match[3] === undefined ? null : Number(match[3]),
  };
}

export function parseBrowse(text: string): BrowseFlag {
  const match = ids('--browse', text, /^([^:]+)(?::(\d{1,15}))?$/, 'SPORT[:CATEGORY_ID]');
  return {
    sport: parseSport(match[1]!),
    categoryId: match[2] === undefined ? null : Number(match[2]),
  };
}

export function parseOdds(text: string): OddsFlag {
  const match = ids('--odds', text, /^([^:]+):(\d{1,15})$/, 'SPORT:MATCH_ID');
  return { sport: parseSport(match[1]!), matchId: Number(match[2]) };
}

interface FixtureLine {
  matchId: number;
  home: string;
  away: string;
  score: { home: number | null; away: number | null };
  status: string;
  kickoff: string | null;
}

export interface CompetitionLine {
  type: 'competition';
  sport: string;
  tournamentId: number;
  seasonId: number | null;
  rounds: { current: number | null; list: { round: number; name: string | null }[] } | null;
  /** The current round's fixtures (the last listed when none is current). */
  round: { round: number; fixtures: FixtureLine[] } | null;
  topScorers:
    { name: string; team: string | null; goals: number | null; assists: number | null }[] | null;
  stats: { name: string; value: string }[] | null;
  champions: Champion[] | null;
}

export interface BrowseLine {
  type: 'browse';
  sport: string;
  /** null: the countries are listed; else the country's competitions are. */
  categoryId: number | null;
  countries: BrowseCountry[] | null;
  competitions: { id: number; name: string }[] | null;
}

export type OddsLine = { type: 'odds' } & Omit<MatchOdds, 'sport' | 'matchId'> & OddsFlag;

type Send = (line: CompetitionLine | BrowseLine | OddsLine) => void;

/** Runs one part; a failure is told and the part is null. */
async function part<T>(
  tell: (reported: Problem) => void,
  about: { sport: string; id: number },
  read: () => Promise<T>,
): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    tell(problem('browseFailed', about, errorText(error)));
    return null;
  }
}

export async function lookAtCompetition(
  engine: Engine,
  flag: TableFlag,
  send: Send,
  tell: (reported: Problem) => void,
): Promise<void> {
  const { sport, tournamentId } = flag;
  const about = { sport, id: tournamentId };
  const browse = engine.browse;
  const seasonId =
    flag.seasonId ??
    (await part(tell, about, () => engine.fans.currentSeason(sport, tournamentId)));
  const rounds =
    seasonId === null
      ? null
      : await part(tell, about, () => browse.rounds(sport, tournamentId, seasonId));
  const shown = rounds?.current ?? rounds?.rounds.at(-1)?.round ?? null;
  const fixtures =
    seasonId === null || shown === null
      ? null
      : await part(tell, about, () => browse.roundFixtures(sport, tournamentId, seasonId, shown));
  const leaders = await part(tell, about, () => browse.leaders(sport, tournamentId));
  const champions = await part(tell, about, () => browse.champions(sport, tournamentId));
  send({
    type: 'competition',
    sport,
    tournamentId,
    seasonId,
    rounds: rounds && { current: rounds.current, list: rounds.rounds },
    round: fixtures && {
      round: fixtures.round,
      fixtures: fixtures.matches.map((match) => ({
        matchId: match.id,
        home: match.home.name,
        away: match.away.name,
        score: readableScore(match),
        status: match.status.phase,
        kickoff:
          match.startTimestamp === null
            ? null
            : new Date(match.startTimestamp * 1000).toISOString(),
      })),
    },
    topScorers:
      leaders?.topScorers?.map((scorer) => ({
        name: scorer.name,
        team: scorer.teamName,
        goals: scorer.goals,
        assists: scorer.assists,
      })) ?? null,
    stats: leaders?.stats ?? null,
    champions,
  });
}

export async function lookAtBrowse(
  engine: Engine,
  flag: BrowseFlag,
  send: Send,
  tell: (reported: Problem) => void,
): Promise<void> {
  const { sport, categoryId } = flag;
  const about = { sport, id: categoryId ?? 0 };
  const browse = engine.browse;
  const countries =
    categoryId === null ? await part(tell, about, () => browse.countries(sport)) : null;
  const competitions: BrowseTournament[] | null =
    categoryId === null
      ? null
      : await part(tell, about, () => browse.tournaments(sport, categoryId));
  send({
    type: 'browse',
    sport,
    categoryId,
    countries,
    competitions: competitions?.map(({ id, name }) => ({ id, name })) ?? null,
  });
}

export async function lookAtOdds(
  engine: Engine,
  flag: OddsFlag,
  send: Send,
  tell: (reported: Problem) => void,
): Promise<void> {
  const odds = await part(tell, { sport: flag.sport, id: flag.matchId }, () =>
    engine.browse.odds(flag.sport, flag.matchId),
  );
  send({
    type: 'odds',
    ...flag,
    prices: odds?.prices ?? null,
    probability: odds?.probability ?? null,
  });
}

/** The lines for a person, short: what the window would show first. */
export function browseText(line: CompetitionLine | BrowseLine | OddsLine, t: TFunction): string {
  const none = t('terminal.watchlist.none');
  switch (line.type) {
    case 'competition': {
      const scorers = line.topScorers
        ?.slice(0, 5)
        .map((s) => `${s.name} ${s.goals ?? '–'}`)
        .join(', ');
      const fixtures = line.round?.fixtures
        .map((f) => `${f.home} ${f.score.home ?? '-'}:${f.score.away ?? '-'} ${f.away}`)
        .join('; ');
      return [
        `[${line.sport}] ${t('browse.competition.tabs')} ${line.tournamentId}`,
        `  ${t('browse.competition.rounds')}: ${line.round ? `${t('browse.competition.round', { round: line.round.round })}: ${fixtures || none}` : none}`,
        `  ${t('browse.competition.scorers')}: ${scorers || none}`,
        `  ${t('browse.competition.champions')}: ${line.champions?.map((c) => `${c.season} ${c.teamName}`).join(', ') || none}`,
      ].join('\n');
    }
    case 'browse':
      return line.categoryId === null
        ? `[${line.sport}] ${t('browse.browse.countries')}: ${line.countries?.map((c) => `${c.name} (${c.id})`).join(', ') || none}`
        : `[${line.sport}] ${line.categoryId}: ${line.competitions?.map((c) => `${c.name} (${c.id})`).join(', ') || none}`;
    case 'odds':
      return `[${line.sport}] ${line.matchId}: ${
        line.prices
          ? t('browse.odds.line', {
              home: line.prices.home ?? '–',
              draw: line.prices.draw ?? '–',
              away: line.prices.away ?? '–',
            })
          : t('browse.odds.none')
      }`;
  }
}
