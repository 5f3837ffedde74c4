// The match centre's parts (shared/match-centre.ts), each read when a tab or the headless --match
// line asks for it, and kept by sense so a page looked at for an evening costs few requests: the
// progression moves with the match (a minute), highlights and team news come in over the hours
// around it (ten minutes), form, channels and the setting hardly change (an hour). A part the
// service lacks (404, an answer we cannot read) is kept as null for an hour; one it could not give
// now (outage, quota) for a minute, then asked again.

import type { SportSlug } from '../../../shared/domain';
import type { MatchCentre, MatchCentrePart, TeamNews } from '../../../shared/match-centre';
import { parseFanVotes } from '../api/parse/fan-votes';
import { parseHighlights } from '../api/parse/highlights';
import { parsePregameForm } from '../api/parse/pregame-form';
import { parsePlayerStatistics } from '../api/parse/player-statistics';
import { parsePointByPoint } from '../api/parse/point-by-point';
import { parseProgression } from '../api/parse/progression';
import { parseStreaks } from '../api/parse/streaks';
import { parseManagers, parseMatchSetting, parseMissingPlayers } from '../api/parse/team-news';
import { parseChannels } from '../api/parse/channels';
import type { ServiceClient } from '../api/service-client-api';
import { PerClientCache, saysEndpointMissing, type Kept } from '../per-client-cache';
import type { Clock } from '../ports';
import type { ServiceConnection } from './connection';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const KEPT_FOR: Record<MatchCentrePart, number> = {
  progression: MINUTE,
  playerStatistics: MINUTE,
  highlights: 10 * MINUTE,
  pointByPoint: MINUTE,
  teamNews: 10 * MINUTE,
  form: HOUR,
  streaks: HOUR,
  votes: 5 * MINUTE,
  channels: HOUR,
};

type PartValue = MatchCentre[MatchCentrePart];

export class MatchCentreReader {
  private readonly cache: PerClientCache<PartValue>;

  constructor(
    clock: Pick<Clock, 'now'>,
    private readonly connection: Pick<ServiceConnection, 'ask' | 'requireClient'>,
  ) {
    this.cache = new PerClientCache<PartValue>(clock, (client, key) => {
      const [sport, id, part] = key.split('|') as [SportSlug, string, MatchCentrePart];
      return readPart(client, sport, Number(id), part);
    });
  }

  /** The asked parts of one match, each from the service or from what is kept. */
  read(
    sport: SportSlug,
    matchId: number,
    parts: readonly MatchCentrePart[],
  ): Promise<Partial<MatchCentre>> {
    return this.connection.ask(async () => {
      const client = this.connection.requireClient();
      const unique = [...new Set(parts)];
      const values = await Promise.all(
        unique.map((part) => this.cache.get(client, `${sport}|${matchId}|${part}`)),
      );
      return Object.fromEntries(unique.map((part, index) => [part, values[index]]));
    });
  }
}

async function readPart(
  client: ServiceClient,
  sport: SportSlug,
  matchId: number,
  part: MatchCentrePart,
): Promise<Kept<PartValue>> {
  const path = `match/${matchId}`;
  const read = <T>(suffix: string, parse: (body: unknown) => T) =>
    client.json(sport, `${path}/${suffix}`).then(parse);
  try {
    switch (part) {
      case 'progression': {
        const points = await read('graph', parseProgression);
        return kept(part, points.length > 0 ? points : null);
      }
      case 'playerStatistics': {
        const players = await read('player-statistics', parsePlayerStatistics);
        return kept(part, players.length > 0 ? players : null);
      }
      case 'highlights': {
        // Highlights first; media where the service keeps its videos there instead.
        const highlights = await optional(read('highlights', parseHighlights));
        const items =
          highlights && highlights.length > 0
            ? highlights
            : await optional(read('media', parseHighlights));
        return kept(part, items && items.length > 0 ? items : null);
      }
      case 'pointByPoint': {
        const games = await read('point-by-point', parsePointByPoint);
        return kept(part, games.length > 0 ? games : null);
      }
      case 'teamNews':
        return kept(part, await teamNews(client, sport, path));
      case 'form':
        return kept(part, await read('pregame-form', parsePregameForm));
      case 'streaks': {
        const streaks = await read('streaks', parseStreaks);
        return kept(part, streaks.length > 0 ? streaks : null);
      }
      case 'votes':
        return kept(part, await read('votes', parseFanVotes));
      case 'channels': {
        const channels = await read('channels', parseChannels);
        return kept(part, channels.length > 0 ? channels : null);
      }
    }
  } catch (error) {
    return {
      value: part === 'teamNews' ? NO_NEWS : null,
      forMs: saysEndpointMissing(error) ? HOUR : MINUTE,
    };
  }
}

const NO_NEWS: TeamNews = { missingPlayers: null, managers: null, referee: null, venue: null };

async function teamNews(client: ServiceClient, sport: SportSlug, path: string): Promise<TeamNews> {
  const [missing, managers, setting] = await Promise.all([
    optional(client.json(sport, `${path}/missing-players`).then(parseMissingPlayers)),
    optional(client.json(sport, `${path}/managers`).then(parseManagers)),
    optional(client.json(sport, path).then(parseMatchSetting)),
  ]);
  return {
    missingPlayers: missing,
    managers: managers && (managers.home || managers.away) ? managers : null,
    referee: setting?.referee ?? null,
    venue: setting?.venue ?? null,
  };
}

function kept(part: MatchCentrePart, value: PartValue): Kept<PartValue> {
  return { value, forMs: KEPT_FOR[part] };
}

/** A piece of a part: missing, unreadable or failed is null, and the rest still shows. */
function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.then(
    (value) => value,
    () => null,
  );
}
