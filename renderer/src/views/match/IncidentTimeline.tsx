import { useTranslation } from 'react-i18next';
import type { Incident } from '../../../../shared/match-detail';
import { incidentWords, periodMarkerWords } from '../../format/incidents';
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
              {words.text}
              {score && <strong className="timeline__score"> {score}</strong>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
