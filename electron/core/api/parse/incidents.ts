// The match timeline (goals, cards, substitutions, period markers, shoot-out kicks, suspensions)
// read into Incident, newest first, whichever order the service sent.

import { z } from 'zod';
import type { Incident, IncidentKind } from '../../../../shared/match-detail';
import { parseListAt } from './containers';
import type { ListResult } from './parse-error';
import { isObject, optionalBoolean, optionalId, optionalNumber, optionalText } from './primitives';
import { spokenWords } from '../../../../shared/spoken-words';

const KIND_BY_TYPE: Record<string, IncidentKind> = {
  goal: 'goal',
  card: 'card',
  substitution: 'substitution',
  period: 'period',
  penaltyshootout: 'penalty-shootout',
  'penalty-shootout': 'penalty-shootout',
  suspension: 'suspension',
  timeout: 'timeout',
};

/** The service writes 999 where a minute does not apply (period markers, shoot-out). */
const NOT_A_MINUTE = 999;

const incidentFields = z.object({
  incidentType: optionalText,
  type: optionalText,
  incidentClass: optionalText,
  text: optionalText,
  description: optionalText,
  time: optionalNumber,
  minute: optionalNumber,
  addedTime: optionalNumber,
  isHome: optionalBoolean,
  side: optionalText,
  homeScore: optionalNumber,
  awayScore: optionalNumber,
  player: z.unknown().optional(),
  playerName: optionalText,
  playerIn: z.unknown().optional(),
  playerOut: z.unknown().optional(),
  duration: optionalNumber,
  length: optionalNumber,
  rescinded: optionalBoolean,
  // Cricket: every ball is an incident (incidentType "ball"), placed by over and ball, not minute.
  over: optionalNumber,
  ball: optionalNumber,
  runs: optionalNumber,
  wicket: optionalBoolean,
  commentary: optionalText,
  bowlDetail: optionalText,
  dismissedBatsman: z.unknown().optional(),
});

type IncidentFields = z.infer<typeof incidentFields>;

export const incidentSchema = incidentFields.transform((fields): Incident => {
  const rawType = fields.incidentType ?? fields.type ?? '';
  if (rawType.toLowerCase() === 'ball') return ballOf(fields);
  const kind = KIND_BY_TYPE[rawType.toLowerCase()] ?? 'other';
  const person = personOf(fields.player) ?? fields.playerName;
  return {
    kind,
    ...(rawType ? { type: rawType.toLowerCase() } : {}),
    ...(fields.incidentClass ? { variant: fields.incidentClass.toLowerCase() } : {}),
    ...(person ? { person } : {}),
    time: minuteOf(fields.time ?? fields.minute),
    addedTime: minuteOf(fields.addedTime),
    isHome: fields.isHome ?? sideOf(fields.side),
    text: textOf(kind, rawType, fields),
    homeScore: fields.homeScore,
    awayScore: fields.awayScore,
    ...namedPlayer(personOf(fields.player, 'full') ?? fields.playerName),
    ...playerIdOf(fields.player),
  };
});

/** The player's id beside the name, only when the service gives one (0 names nobody). */
function playerIdOf(player: unknown): { playerId?: number } {
  const id = isObject(player) ? optionalId.parse(player.id) : null;
  return id !== null && id > 0 ? { playerId: id } : {};
}

/**
 * One ball of a cricket innings: "39.5 Wicket — T. French (run out)", "39.4 No run.". Its `time`
 * (384 in the real answer) counts something else than minutes, so none is shown.
 */
function ballOf(fields: IncidentFields): Incident {
  const where =
    fields.over !== null && fields.ball !== null ? `${fields.over}.${fields.ball}` : null;
  const out = personOf(fields.dismissedBatsman);
  const how = fields.bowlDetail?.trim().toLowerCase();
  const what = fields.wicket
    ? withPerson('Wicket', out && how ? `${out} (${how})` : out)
    : fields.commentary?.trim() ||
      (fields.runs === null ? 'Ball' : fields.runs === 1 ? '1 run' : `${fields.runs} runs`);
  return {
    kind: 'other',
    type: fields.wicket ? 'wicket' : 'ball',
    ...(fields.incidentClass ? { variant: fields.incidentClass.toLowerCase() } : {}),
    ...(out && fields.wicket ? { person: out } : {}),
    time: null,
    addedTime: null,
    isHome: fields.isHome,
    text: where ? `${where} ${what}` : what,
    homeScore: null,
    awayScore: null,
  };
}

export function parseIncidents(body: unknown): ListResult<Incident> {
  const result = parseListAt(
    'incidents',
    body,
    ['incidents', 'events', 'timeline'],
    incidentSchema,
  );
  return { ...result, items: newestFirst(result.items) };
}

/** The real service sends newest first; a list whose minutes climb is turned round to match. */
function newestFirst(incidents: Incident[]): Incident[] {
  const minutes = incidents.map((incident) => incident.time).filter((time) => time !== null);
  const first = minutes[0];
  const last = minutes[minutes.length - 1];
  return first !== undefined && last !== undefined && first < last
    ? [...incidents].reverse()
    : incidents;
}

function minuteOf(value: number | null): number | null {
  return value === null || value >= NOT_A_MINUTE || value < 0 ? null : value;
}

function sideOf(side: string | null): boolean | null {
  const word = side?.toLowerCase();
  return word === 'home' ? true : word === 'away' ? false : null;
}

const personFields = z
  .object({ shortName: optionalText, name: optionalText })
  .nullish()
  .catch(null);

/**
 * A person's name from a player object or plain text: the short name for the incident line, the
 * full one first where there is room for it (a notification's scorer).
 */
function personOf(value: unknown, prefer: 'short' | 'full' = 'short'): string | null {
  const parsed = personFields.parse(value);
  if (parsed) {
    const [first, second] =
      prefer === 'short' ? [parsed.shortName, parsed.name] : [parsed.name, parsed.shortName];
    return first?.trim() || second?.trim() || null;
  }
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The player field only when there is one, so an incident without a person stays as it was. */
function namedPlayer(name: string | null): { player?: string } {
  return name ? { player: name } : {};
}

function withPerson(label: string, person: string | null): string {
  return person ? `${label} — ${person}` : label;
}

const CARD_LABELS: Record<string, string> = {
  yellow: 'Yellow card',
  red: 'Red card',
  yellowred: 'Second yellow card',
};

function textOf(kind: IncidentKind, rawType: string, fields: IncidentFields): string {
  const person = personOf(fields.player) ?? fields.playerName;
  const incidentClass = fields.incidentClass?.toLowerCase() ?? '';
  switch (kind) {
    case 'period':
      return fields.text ?? fields.description ?? 'Period';
    case 'goal': {
      const how =
        incidentClass === 'owngoal'
          ? ' (own goal)'
          : incidentClass === 'penalty'
            ? ' (penalty)'
            : incidentClass === 'powerplay'
              ? ' (power play)'
              : '';
      return withPerson(`Goal${how}`, person);
    }
    case 'card': {
      const label = CARD_LABELS[incidentClass] ?? 'Card';
      return withPerson(fields.rescinded ? `${label} (rescinded)` : label, person);
    }
    case 'substitution': {
      const comingIn = personOf(fields.playerIn);
      const goingOut = personOf(fields.playerOut);
      if (comingIn && goingOut) return `Substitution — ${comingIn} for ${goingOut}`;
      return withPerson('Substitution', comingIn ?? goingOut ?? person);
    }
    case 'penalty-shootout': {
      const outcome = (fields.description ?? incidentClass) || 'taken';
      return withPerson(`Penalty ${outcome.toLowerCase()}`, person);
    }
    case 'suspension': {
      const seconds = fields.duration ?? (fields.length === null ? null : fields.length * 60);
      const label = seconds ? `Suspension (${Math.round(seconds / 60)} min)` : 'Suspension';
      return withPerson(label, person);
    }
    case 'timeout':
      return fields.text ?? 'Timeout';
    default:
      return withPerson(
        fields.text ?? fields.description ?? (spokenType(rawType) || 'Incident'),
        person,
      );
  }
}

const SPOKEN_TYPES: Record<string, string> = {
  vardecision: 'VAR decision',
  ingamepenalty: 'Penalty',
  mapveto: 'Map veto',
  injurytime: 'Added time',
};

/** A type the service names in camelCase ("varDecision") in words a person reads ("VAR decision"). */
export function spokenType(rawType: string): string {
  const known = SPOKEN_TYPES[rawType.toLowerCase()];
  return known ?? spokenWords(rawType);
}
