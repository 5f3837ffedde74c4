// --match SPORT:ID: the window's match page as one headless `match` line after the first look:
// the score and clock, the incidents, line-ups, statistics, the scoring progression, the win
// forecast (only before play starts: once the match is on, a pre-match figure would contradict the
// score), highlights and team news. Asked of the engine's matchDetail and matchCentre, as the
// window's 'match:detail' and 'match:centre' are. An id the service does not know gives an
// `error` line and then the line with every field null, never a guess.

import { readableScore, type Match } from '../../shared/domain';
import { MATCH_CENTRE_PARTS, type MatchCentre } from '../../shared/match-centre';
import type { MatchDetail } from '../../shared/match-detail';
import { matchClock } from '../../shared/match-clock';
import { sportInfo } from '../../shared/sports';
import type { TFunction } from '../../shared/i18n';
import { problem, type Problem } from '../../shared/problems';
import { errorText } from '../../shared/error-text';
import { isServiceError } from '../core/api/service-errors';
import type { Engine } from '../core/engine/api';
import type { MatchFlag } from './flag-values';

interface LineupSideLine {
  formation: string | null;
  players: {
    id: number | null;
    name: string;
    position: string | null;
    shirtNumber: string | null;
    rating: number | null;
    substitute: boolean;
  }[];
}

export interface MatchLine {
  type: 'match';
  sport: string;
  matchId: number;
  home: { id: number; name: string } | null;
  away: { id: number; name: string } | null;
  /** Null before play starts (an upcoming match has no score, not 0–0) and for a stage. */
  score: { home: number | null; away: number | null } | null;
  /** The phase (scheduled, live, finished…); statusText the service's words. */
  status: string | null;
  statusText: string | null;
  /** ISO time (UTC) of the start; null when not told. */
  kickoff: string | null;
  /** The window's clock while the match is on ("67'", "Q3 0:29"); else null. */
  clock: string | null;
  incidents:
    | {
        kind: string;
        minute: number | null;
        addedTime: number | null;
        side: 'home' | 'away' | null;
        text: string;
        player: string | null;
        score: { home: number | null; away: number | null } | null;
      }[]
    | null;
  /** Null where the sport has none (one player a side, a stage) or the service gave none. */
  lineups: { home: LineupSideLine; away: LineupSideLine } | null;
  statistics: { group: string; name: string; home: string; away: string }[] | null;
  /** Each player's minutes, goals, assists and rating, from /player-statistics. */
  playerStatistics: MatchCentre['playerStatistics'];
  /** The scoring progression: momentum (football) or the lead, positive for home. */
  momentum: { minute: number; value: number }[] | null;
  /** The pre-match forecast while the match is to come (live false); null once it has started. */
  winProbability: {
    home: number | null;
    draw: number | null;
    away: number | null;
    live: boolean;
  } | null;
  highlights: { title: string; url: string }[] | null;
  /** Rally by rally, per game, where the sport and the service have it (badminton). */
  pointByPoint: MatchCentre['pointByPoint'];
  teamNews: MatchCentre['teamNews'] | null;
  form: MatchCentre['form'];
  streaks: MatchCentre['streaks'];
  channels: string[] | null;
  votes: MatchCentre['votes'];
}

const LIVE_PHASES = new Set(['live', 'paused', 'interrupted']);

export function matchLine(
  flag: MatchFlag,
  detail: MatchDetail | null,
  centre: Partial<MatchCentre>,
  now: number,
): MatchLine {
  const match = detail?.match ?? null;
  if (!match || !detail) return emptyLine(flag);
  const phase = match.status.phase;
  const individual = match.isStage || sportInfo(match.sport).individual;
  const lineups = individual ? null : lineupsLine(detail);
  return {
    type: 'match',
    sport: flag.sport,
    matchId: flag.matchId,
    home: { id: match.home.id, name: match.home.name },
    away: match.isStage ? null : { id: match.away.id, name: match.away.name },
    score: phase === 'scheduled' || match.isStage ? null : readableScore(match),
    status: phase,
    statusText: match.status.text,
    kickoff:
      match.startTimestamp === null ? null : new Date(match.startTimestamp * 1000).toISOString(),
    clock: LIVE_PHASES.has(phase) ? matchClock(match, now) || null : null,
    incidents:
      detail.incidents?.map((incident) => ({
        kind: incident.kind,
        minute: incident.time,
        addedTime: incident.addedTime,
        side: incident.isHome === null ? null : incident.isHome ? 'home' : 'away',
        text: incident.text,
        player: incident.player ?? incident.person ?? null,
        score:
          incident.homeScore === null && incident.awayScore === null
            ? null
            : { home: incident.homeScore, away: incident.awayScore },
      })) ?? null,
    lineups,
    statistics: detail.statistics,
    playerStatistics: individual ? null : (centre.playerStatistics ?? null),
    momentum: centre.progression ?? null,
    winProbability: forecastLine(match, detail),
    highlights: centre.highlights?.map(({ title, url }) => ({ title, url })) ?? null,
    pointByPoint: centre.pointByPoint ?? null,
    teamNews: centre.teamNews ?? null,
    form: centre.form ?? null,
    streaks: centre.streaks ?? null,
    channels: centre.channels ?? null,
    votes: centre.votes ?? null,
  };
}

/** A forecast belongs before the start: once play is on it is gone, never shown against a score. */
function forecastLine(match: Match, detail: MatchDetail): MatchLine['winProbability'] {
  if (match.isStage || match.status.phase !== 'scheduled' || !detail.winProbability) return null;
  return { ...detail.winProbability, live: false };
}

function lineupsLine(detail: MatchDetail): MatchLine['lineups'] {
  const lineups = detail.lineups;
  if (!lineups || (lineups.home.length === 0 && lineups.away.length === 0)) return null;
  const side = (key: 'home' | 'away'): LineupSideLine => ({
    formation: lineups.formation?.[key] ?? null,
    players: lineups[key].map((player) => ({
      id: player.id ?? null,
      name: player.name,
      position: player.position,
      shirtNumber: player.shirtNumber,
      rating: player.rating ?? null,
      substitute: player.substitute,
    })),
  });
  return { home: side('home'), away: side('away') };
}

function emptyLine(flag: MatchFlag): MatchLine {
  return {
    type: 'match',
    sport: flag.sport,
    matchId: flag.matchId,
    home: null,
    away: null,
    score: null,
    status: null,
    statusText: null,
    kickoff: null,
    clock: null,
    incidents: null,
    lineups: null,
    statistics: null,
    playerStatistics: null,
    momentum: null,
    winProbability: null,
    highlights: null,
    pointByPoint: null,
    teamNews: null,
    form: null,
    streaks: null,
    channels: null,
    votes: null,
  };
}

/**
 * Each asked match's line, in the order asked. A match the service does not know (or cannot give
 * now) still gets its line, all null, after an error line that says why.
 */
export async function lookAtMatches(
  engine: Engine,
  flags: readonly MatchFlag[],
  now: () => number,
  send: (line: MatchLine) => void,
  tell: (reported: Problem) => void,
): Promise<void> {
  for (const flag of flags) {
    let detail: MatchDetail | null = null;
    let centre: Partial<MatchCentre> = {};
    try {
      detail = await engine.details.get(flag.sport, flag.matchId);
      centre = await engine.centre.read(flag.sport, flag.matchId, MATCH_CENTRE_PARTS);
    } catch (error) {
      const unknown = isServiceError(error, 'not-found');
      tell(
        problem(
          unknown ? 'matchUnknown' : 'matchFailed',
          { sport: flag.sport, id: flag.matchId },
          errorText(error),
        ),
      );
    }
    send(matchLine(flag, detail, centre, now()));
  }
}

/** The line for a person: the match and its score, then what its page holds. */
export function matchText(line: MatchLine, t: TFunction): string {
  if (!line.home) return t('terminal.match.unknown', { sport: line.sport, id: line.matchId });
  const none = t('terminal.watchlist.none');
  const score = line.score ? ` ${line.score.home ?? '-'}–${line.score.away ?? '-'} ` : ' – ';
  const when = line.clock ?? line.statusText ?? '';
  const lines = [
    `${t('terminal.match.title', { sport: line.sport, id: line.matchId })} ${line.home.name}${line.away ? `${score}${line.away.name}` : ''} (${when})`,
  ];
  for (const incident of line.incidents ?? []) {
    const minute = incident.minute === null ? '' : `${incident.minute}' `;
    lines.push(`  ${minute}${incident.text}`);
  }
  if (line.lineups) {
    const side = (key: 'home' | 'away') =>
      line.lineups?.[key].formation ?? String(line.lineups?.[key].players.length ?? 0);
    lines.push(`  ${t('terminal.match.lineups', { home: side('home'), away: side('away') })}`);
  }
  const percent = (value: number | null) =>
    value === null ? '–' : String(Math.round(value * 100));
  if (line.winProbability) {
    const { home, draw, away } = line.winProbability;
    lines.push(
      `  ${t('terminal.match.forecast', { home: percent(home), draw: percent(draw), away: percent(away) })}`,
    );
  }
  if (line.highlights)
    lines.push(`  ${t('terminal.match.highlights', { count: line.highlights.length })}`);
  const news = line.teamNews;
  if (news?.missingPlayers && news.missingPlayers.length > 0)
    lines.push(
      `  ${t('terminal.match.missing', { names: news.missingPlayers.map((player) => player.name).join(', ') })}`,
    );
  if (news && (news.venue || news.referee))
    lines.push(
      `  ${t('terminal.match.setting', { venue: news.venue ?? none, referee: news.referee ?? none })}`,
    );
  return lines.join('\n');
}
