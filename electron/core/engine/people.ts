// The player card and the team page, asked part by part (a card's tab loads when it opens) and kept
// by sense so that browsing does not burn quota (docs/quota.md): a profile, a squad, transfers and
// attributes change a few times a season and are kept for hours; a season's figures and recent
// matches change with each match and are kept for minutes; news for half an hour. The profile and
// the team record must come (an unknown id is not-found, said as such); every other part is null
// when the service lacks it or fails on it, so one missing figure never hides a card.

import type { SportSlug } from '../../../shared/domain';
import type { TeamOverview } from '../../../shared/fansday';
import type { PlayerRequest, PlayerTabData, SeasonRef, TeamPage } from '../../../shared/people';
import { createPeopleClient, type PeopleClient } from '../api/people-client';
import type { ServiceClient } from '../api/service-client-api';
import { isServiceError } from '../api/service-errors';
import type { CompetitionRef } from '../../../shared/fansday';
import { PerClientCache } from '../per-client-cache';
import type { Clock } from '../ports';
import type { ServiceConnection } from './connection';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Profiles, squads, transfers, attributes: a few changes a season. */
const PROFILE_MS = 6 * HOUR;
/** Season figures and recent matches: they change with each match the player plays. */
const FIGURES_MS = 10 * MINUTE;
const NEWS_MS = 30 * MINUTE;
/** An id the service does not know stays unknown for a while; any other failure is asked again soon. */
const UNKNOWN_MS = HOUR;
const FAILED_MS = 30_000;

/** How long each answer about one player or team, asked by its id, is kept. */
const BY_ID = {
  profile: PROFILE_MS,
  recent: FIGURES_MS,
  attributes: PROFILE_MS,
  characteristics: PROFILE_MS,
  lastYear: FIGURES_MS,
  transfers: PROFILE_MS,
  nationalTeam: PROFILE_MS,
  team: PROFILE_MS,
  squad: PROFILE_MS,
} as const satisfies Partial<Record<keyof PeopleClient, number>>;
type ByIdPart = keyof typeof BY_ID;

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface PeopleDeps {
  clock: Pick<Clock, 'now'>;
  /** Its client, and its asking: a question under a switch of key is asked again of the new one. */
  connection: Pick<ServiceConnection, 'requireClient' | 'ask'>;
  /** The competition a team plays in (current season); null when it has none. */
  teamCompetition: (sport: SportSlug, teamId: number) => Promise<CompetitionRef | null>;
  /** The team's next and last match, form and table place (the watchlist's reading of them). */
  overview: (team: {
    sport: SportSlug;
    teamId: number;
    name: string;
  }) => Promise<TeamOverview | null>;
  /** The app's language, for the news. */
  language: () => string;
}

export class PeopleBook {
  private people: { client: ServiceClient; people: PeopleClient } | null = null;

  /** The readers of one player or team by id, each keeping its answers as long as BY_ID says. */
  private readonly byId = Object.fromEntries(
    (Object.keys(BY_ID) as ByIdPart[]).map((part) => [
      part,
      this.kept<[SportSlug, number], unknown>(BY_ID[part], (p, [sport, id]) => p[part](sport, id)),
    ]),
  ) as { [K in ByIdPart]: (key: [SportSlug, number]) => ReturnType<PeopleClient[K]> };
  private readonly season = this.kept(
    FIGURES_MS,
    (p, [sport, id, tournamentId, seasonId]: [SportSlug, number, number, number]) =>
      p.seasonSummary(sport, id, { tournamentId, seasonId }),
  );
  private readonly news = this.kept(
    NEWS_MS,
    (p, [sport, id, name, language]: [SportSlug, number, string, string]) =>
      p.teamNews(sport, { id, name }, language),
  );

  private readonly competition = this.kept(PROFILE_MS, (_p, [sport, teamId]: [SportSlug, number]) =>
    this.deps.teamCompetition(sport, teamId),
  );

  constructor(private readonly deps: PeopleDeps) {}

  /** One tab of a player's card; the overview rejects when the player cannot be read. */
  player(request: PlayerRequest): Promise<PlayerTabData> {
    return this.deps.connection.ask(() => this.readPlayer(request));
  }

  /** A team's page; rejects when the team record cannot be read. */
  teamPage(sport: SportSlug, teamId: number): Promise<TeamPage> {
    return this.deps.connection.ask(() => this.readTeamPage(sport, teamId));
  }

  private async readPlayer(request: PlayerRequest): Promise<PlayerTabData> {
    const { sport, playerId } = request;
    const key: [SportSlug, number] = [sport, playerId];
    if (request.tab === 'attributes') {
      const [attributes, characteristics] = await Promise.all([
        optional(this.byId.attributes(key)),
        optional(this.byId.characteristics(key)),
      ]);
      return { tab: 'attributes', attributes, characteristics };
    }
    if (request.tab === 'career') {
      const [lastYear, transfers, nationalTeam] = await Promise.all([
        optional(this.byId.lastYear(key)),
        optional(this.byId.transfers(key)),
        optional(this.byId.nationalTeam(key)),
      ]);
      return { tab: 'career', lastYear, transfers, nationalTeam };
    }
    const [profile, recent] = await Promise.all([
      this.byId.profile(key),
      optional(this.byId.recent(key)),
    ]);
    const season = await optional(
      this.seasonOf(sport, request.season ?? null, profile.team?.id ?? null).then((ref) =>
        ref ? this.season([sport, playerId, ref.tournamentId, ref.seasonId]) : null,
      ),
    );
    return { tab: 'overview', profile, season, recent };
  }

  private async readTeamPage(sport: SportSlug, teamId: number): Promise<TeamPage> {
    const key: [SportSlug, number] = [sport, teamId];
    const team = await this.byId.team(key);
    const [squad, overview, news] = await Promise.all([
      optional(this.byId.squad(key)),
      optional(this.deps.overview({ sport, teamId, name: team.name })),
      optional(this.news([sport, teamId, team.name, this.deps.language()])),
    ]);
    const competition = overview?.competition ?? null;
    return {
      sport,
      team,
      squad,
      next: overview?.next ?? null,
      last: overview?.last ?? null,
      form: overview?.form ?? [],
      table:
        competition && overview?.standing
          ? {
              tournamentId: competition.tournamentId,
              seasonId: competition.seasonId,
              name: competition.name,
              position: overview.standing.position,
              points: overview.standing.points,
            }
          : null,
      news: news && news.length > 0 ? news : null,
    };
  }

  /** The match's competition when the card was opened from one, else the player's team's. */
  private async seasonOf(
    sport: SportSlug,
    asked: SeasonRef | null,
    teamId: number | null,
  ): Promise<SeasonRef | null> {
    if (asked) return asked;
    if (teamId === null) return null;
    const ref = await this.competition([sport, teamId]);
    return ref ? { tournamentId: ref.tournamentId, seasonId: ref.seasonId } : null;
  }

  private peopleClient(): PeopleClient {
    const client = this.deps.connection.requireClient();
    if (this.people?.client !== client) {
      this.people = { client, people: createPeopleClient(client, () => this.deps.clock.now()) };
    }
    return this.people.people;
  }

  /** A reader whose answers (and failures) are kept per service client for `forMs`. */
  private kept<A extends unknown[], T>(
    forMs: number,
    read: (people: PeopleClient, args: A) => Promise<T>,
  ): (args: A) => Promise<T> {
    // The clock is asked lazily: readers are made as fields, before the constructor's deps are set.
    const cache = new PerClientCache<Settled<unknown>, PeopleClient>(
      { now: () => this.deps.clock.now() },
      (people, key) =>
        read(people, JSON.parse(key) as A).then(
          (value) => ({ value: { ok: true as const, value }, forMs }),
          (error: unknown) => ({
            value: { ok: false as const, error },
            forMs: isServiceError(error, 'not-found') ? UNKNOWN_MS : FAILED_MS,
          }),
        ),
    );
    return async (args) => {
      const settled = await cache.get(this.peopleClient(), JSON.stringify(args));
      if (!settled.ok) throw settled.error;
      return settled.value as T;
    };
  }
}

function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.then(
    (value) => value,
    () => null,
  );
}
