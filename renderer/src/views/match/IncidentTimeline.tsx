import { useTranslation } from 'react-i18next';
import type { Incident } from '../../../../shared/match-detail';
import { incidentWords, periodMarkerWords } from '../../format/incidents';
import { PlayerLink } from '../../components/PeopleLinks';
import './IncidentTimeline.css';

function minute(incident: Incident): string {
  if (incident.time === null) return '';
  return incident.addedTime ? `${incident.time}+${incident.addedTime}'` : `${incident.time}'`;
}

function scoreAfter(incident: Incident): string | null {
  if (incident.homeScore === null || incident.awayScore === null) return null;
  return `${incident.homeScore} – ${incident.awayScore}`;
}

/** Goals, cards, substitutions and period marks, in the order the service lists them (latest first). */
export function IncidentTimeline({ incidents, sport }: { incidents: Incident[]; sport: string }) {
  const { t } = useTranslation();
  if (incidents.length === 0) {
    return <p className="detail-empty">{t('match.noEvents')}</p>;
  }
  return (
    <ol className="timeline" aria-label={t('match.events')}>
      {incidents.map((incident, index) => {
        if (incident.kind === 'period') {
          const score = scoreAfter(incident);
          return (
            <li key={index} className="timeline__period">
              <span>{periodMarkerWords(incident.text, sport)}</span>
              {score && <span className="timeline__period-score">{score}</span>}
            </li>
          );
        }
        const side = incident.isHome === null ? 'none' : incident.isHome ? 'home' : 'away';
        const words = incidentWords(incident, sport);
        const score = words.marker === 'goal' ? scoreAfter(incident) : null;
        return (
          <li
            key={index}
            className="timeline__item"
            data-side={side}
            data-kind={incident.kind}
            data-marker={words.marker}
          >
            <span className="timeline__minute">{minute(incident)}</span>
            <span className="timeline__icon" data-marker={words.marker} aria-hidden="true">
              {words.marker === 'var' ? 'VAR' : null}
            </span>
            <span className="timeline__text">
              <PersonInText incident={incident} text={words.text} sport={sport} />
              {score && <strong className="timeline__score"> {score}</strong>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The line with the player's name (at its end) opening the player's card, when the service gave his id. */
function PersonInText({
  incident,
  text,
  sport,
}: {
  incident: Incident;
  text: string;
  sport: string;
}) {
  const person = incident.person ?? null;
  if (!incident.playerId || !person || !text.endsWith(person)) return <>{text}</>;
  return (
    <>
      {text.slice(0, text.length - person.length)}
      <PlayerLink sport={sport} playerId={incident.playerId} name={incident.player ?? person}>
        {person}
      </PlayerLink>
    </>
  );
}
