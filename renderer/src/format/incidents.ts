// What happened in a match, in words and with the marker a fan expects: a missed penalty is not a
// goal, a VAR decision says what was decided, an ice-hockey goal says power play, an esports map
// veto names the map. Raw service types ("varDecision") never reach the screen.

import type { Incident } from '../../../shared/match-detail';
import { isWordOf, type WordKey } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { i18n } from '../i18n/i18n';
import { shortEndWord } from '../../../shared/match-clock';
import { spokenWords } from '../../../shared/spoken-words';

/** Words in the window's current language (the views re-render when it changes). */
const t = (key: WordKey, values?: Record<string, unknown>): string => i18n.t(key, values ?? {});

export type IncidentMarker =
  | 'goal'
  | 'missed'
  | 'card-yellow'
  | 'card-red'
  | 'substitution'
  | 'var'
  | 'suspension'
  | 'timeout'
  | 'veto'
  | 'other';

export interface IncidentWords {
  text: string;
  marker: IncidentMarker;
}

const MISSED = new Set(['missed', 'saved', 'miss', 'post', 'woodwork']);

function withPerson(label: string, person: string | null | undefined): string {
  return person ? `${label} — ${person}` : label;
}

/** The person named in the parser's line ("Goal — J. Sarmiento"), for incidents from older engines. */
function personOf(incident: Incident): string | null {
  if (incident.person) return incident.person;
  const at = incident.text.indexOf(' — ');
  return at >= 0 ? incident.text.slice(at + 3) : null;
}

/** What one score is called where it is not a goal: a baseball run. */
const SCORE_WORDS: Partial<Record<string, WordKey>> = { baseball: 'incident.run' };

export function incidentWords(incident: Incident, sport: string): IncidentWords {
  const type = (incident.type ?? '').toLowerCase();
  const variant = (incident.variant ?? '').toLowerCase();
  const person = personOf(incident);
  switch (incident.kind) {
    case 'goal':
      if (MISSED.has(variant))
        return { text: withPerson(t('incident.missedPenalty'), person), marker: 'missed' };
      return {
        text: withPerson(
          isWordOf(en.incident.goal, variant)
            ? t(`incident.goal.${variant}`)
            : t(SCORE_WORDS[sport] ?? 'incident.goalPlain'),
          person,
        ),
        marker: 'goal',
      };
    case 'card':
      return {
        text: withPerson(
          variant === 'red'
            ? t('incident.redCard')
            : variant === 'yellowred'
              ? t('incident.secondYellow')
              : t('incident.yellowCard'),
          person,
        ),
        marker: variant === 'red' || variant === 'yellowred' ? 'card-red' : 'card-yellow',
      };
    case 'penalty-shootout': {
      const missed = MISSED.has(variant) || /miss|saved/i.test(incident.text);
      return {
        text: withPerson(
          missed ? t('incident.penaltyMissed') : t('incident.penaltyScored'),
          person,
        ),
        marker: missed ? 'missed' : 'goal',
      };
    }
    case 'suspension':
      return { text: incident.text, marker: 'suspension' };
    case 'timeout':
      return { text: incident.text || t('incident.timeout'), marker: 'timeout' };
    case 'substitution':
      return { text: incident.text, marker: 'substitution' };
    default:
      return otherWords(incident, type, variant, person);
  }
}

function otherWords(
  incident: Incident,
  type: string,
  variant: string,
  person: string | null,
): IncidentWords {
  if (type === 'vardecision') {
    const decided =
      (isWordOf(en.incident.var, variant) ? t(`incident.var.${variant}`) : undefined) ??
      (variant
        ? t('incident.varOther', { what: spokenWords(incident.variant ?? '').toLowerCase() })
        : t('incident.varDecision'));
    return { text: withPerson(decided, person), marker: 'var' };
  }
  if (type === 'ingamepenalty') {
    const missed = MISSED.has(variant) || variant === '';
    return {
      text: withPerson(missed ? t('incident.missedPenalty') : t('incident.penalty'), person),
      marker: missed ? 'missed' : 'other',
    };
  }
  if (type === 'mapveto' || type === 'veto') {
    const map = incident.text && !/^map ?veto$/i.test(incident.text) ? `: ${incident.text}` : '';
    return { text: `${t('incident.mapVeto')}${map}`, marker: 'veto' };
  }
  if (/^[a-z]+[A-Z]\w*$/.test(incident.text))
    return { text: spokenWords(incident.text), marker: 'other' };
  return {
    text: incident.text || (type ? spokenWords(type) : t('incident.incident')),
    marker: 'other',
  };
}

/**
 * Period markers as words: half-time as the language shortens it ("HT", German "HZ"), the
 * service's "AP" as penalties, and the end as the sport calls it ("FT" in football, "Final" in
 * basketball, "Finished" in tennis).
 */
export function periodMarkerWords(text: string, sport: string): string {
  const trimmed = text.trim();
  if (/^ht$/i.test(trimmed)) return t('score.halfTimeShort');
  if (/^ft$/i.test(trimmed)) return shortEndWord(sport, i18n.t);
  if (/^ap$/i.test(trimmed)) return t('score.penalties');
  if (/^aet$/i.test(trimmed)) return t('score.afterExtraTime');
  return trimmed;
}
