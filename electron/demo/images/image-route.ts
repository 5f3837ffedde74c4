// images/{teams|players|tournaments}/{id} and images/countries/{code}: generated PNGs, cached per
// id; unknown ids and codes answer the image 404 body.

import { imageNotFound, type Reply } from '../http/reply';
import type { DemoWorld } from '../sim/world';
import { initialsOf } from '../sim/names';
import { renderCrest, type CrestSpec } from './crest';
import { renderFlag } from './flag';
import { SIM_SPORTS } from '../sim/sport-catalog';
import { entryOf } from '../../../shared/map-entry';

export class ImageStore {
  private readonly cache = new Map<string, Buffer>();

  constructor(private readonly world: DemoWorld) {}

  answer(sport: string, type: string, rawId: string): Reply {
    if (type === 'countries') return this.flag(rawId);
    const spec = /^\d{1,12}$/.test(rawId) ? this.specFor(sport, type, Number(rawId)) : null;
    if (!spec) return imageNotFound(type, rawId);
    const key = `${type}/${rawId}`;
    const bytes = entryOf(this.cache, key, () => renderCrest(spec));
    return {
      status: 200,
      body: bytes,
      contentType: 'image/png',
      headers: { 'Cache-Control': 'public, max-age=86400' },
    };
  }

  /** A flag for a country some demo sport lists (flags are the same whatever the sport). */
  private flag(code: string): Reply {
    if (!DEMO_COUNTRY_CODES.has(code)) return imageNotFound('countries', code);
    const bytes = entryOf(this.cache, `countries/${code}`, () => renderFlag(code));
    return {
      status: 200,
      body: bytes,
      contentType: 'image/png',
      headers: { 'Cache-Control': 'public, max-age=86400' },
    };
  }

  private specFor(sport: string, type: string, id: number): CrestSpec | null {
    const roster = this.world.roster;
    if (type === 'teams') {
      const team = roster.teamsById.get(id);
      if (!team || team.sport !== sport) return null;
      return {
        shape: team.players.length <= 1 ? 'circle' : 'shield',
        primary: team.colours.primary,
        secondary: team.colours.secondary,
        initials: team.nameCode.slice(0, 3),
        id,
      };
    }
    if (type === 'players') {
      const player = roster.playersById.get(id);
      const team = player ? roster.teamsById.get(player.teamId) : undefined;
      if (!player || !team || player.sport !== sport) return null;
      return {
        shape: 'circle',
        primary: team.colours.primary,
        secondary: team.colours.primary,
        initials: initialsOf(player.name),
        id,
      };
    }
    if (type === 'tournaments') {
      // Only the unique-tournament id, as the interface says.
      const tournament = roster.tournaments.find((candidate) => candidate.id === id);
      if (!tournament || tournament.sport !== sport) return null;
      return {
        shape: 'badge',
        primary: tournament.colours.primary,
        secondary: tournament.colours.secondary,
        initials: initialsOf(tournament.name),
        id,
      };
    }
    return null;
  }
}

const DEMO_COUNTRY_CODES: ReadonlySet<string> = new Set(
  SIM_SPORTS.flatMap((sport) => sport.categories.flatMap((category) => category.alpha2 ?? [])),
);
