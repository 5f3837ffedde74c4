import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Match } from '../../../../shared/domain';
import type { MatchCentre, MatchCentrePart, TeamForm } from '../../../../shared/match-centre';
import { useMatchCentre } from '../../state/use-match-centre';
import { useNow } from '../../state/use-now';
import './MatchPreview.css';

const PREVIEW_PARTS: readonly MatchCentrePart[] = [
  'form',
  'streaks',
  'teamNews',
  'channels',
  'votes',
];

/**
 * What a fan looks for before kick-off: how long until it starts, both teams' form and table
 * place, who is missing, the managers, referee and venue, where to watch and what the fans say.
 * A part the service does not tell is left out, never a blank row.
 */
export function MatchPreview({ match }: { match: Match }) {
  const { t } = useTranslation();
  const { parts, error } = useMatchCentre(match.sport, match.id, PREVIEW_PARTS, match.status.phase);
  const now = useNow(30_000);
  const start = match.startTimestamp === null ? null : match.startTimestamp * 1000;
  return (
    <section className="preview card" aria-label={t('centre.preview')}>
      <h3 className="section-label preview__title">{t('centre.preview')}</h3>
      {start !== null && (
        <p className="preview__countdown" data-testid="countdown">
          <Countdown ms={start - now} />
        </p>
      )}
      {error && !parts && <p className="notice">{t('centre.partFailed', { message: error })}</p>}
      {!parts && !error && <p className="preview__loading">{t('centre.loadingPart')}</p>}
      {parts && <PreviewParts match={match} parts={parts} />}
    </section>
  );
}

function Countdown({ ms }: { ms: number }) {
  const { t, i18n } = useTranslation();
  if (ms < 60_000) return <>{t('centre.startsNow')}</>;
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(i18n.language, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
    }).format(value);
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const when =
    days > 0
      ? [unit(days, 'day'), hours > 0 ? unit(hours, 'hour') : null]
      : [hours > 0 ? unit(hours, 'hour') : null, unit(rest, 'minute')];
  return <>{t('centre.countdown', { when: when.filter(Boolean).join(' ') })}</>;
}

function PreviewParts({ match, parts }: { match: Match; parts: Partial<MatchCentre> }) {
  const { t } = useTranslation();
  const news = parts.teamNews;
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (news?.venue) rows.push({ key: 'venue', label: t('centre.venue'), value: news.venue });
  if (news?.referee) rows.push({ key: 'referee', label: t('centre.referee'), value: news.referee });
  if (news?.managers)
    rows.push({
      key: 'managers',
      label: t('centre.managers'),
      value: [news.managers.home, news.managers.away].map((name) => name ?? '–').join(' · '),
    });
  if (parts.channels && parts.channels.length > 0)
    rows.push({ key: 'channels', label: t('centre.channels'), value: parts.channels.join(', ') });
  const missing = news?.missingPlayers ?? [];
  return (
    <>
      {parts.form && (
        <div className="preview__form">
          <TeamFormRow name={match.home.name} form={parts.form.home} />
          <TeamFormRow name={match.away.name} form={parts.form.away} />
        </div>
      )}
      {rows.length > 0 && (
        <dl className="preview__facts">
          {rows.map((row) => (
            <div key={row.key} className="preview__fact" data-fact={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {missing.length > 0 && (
        <div className="preview__missing">
          <h4 className="section-label preview__subtitle">{t('centre.missing')}</h4>
          <ul>
            {missing.map((player) => (
              <li key={`${player.side}-${player.name}`}>
                <span className="preview__missing-name">{player.name}</span>{' '}
                <span className="preview__missing-team">
                  ({player.side === 'home' ? match.home.name : match.away.name}
                  {player.reason ? ` · ${player.reason}` : ''}
                  {player.doubtful ? ` · ${t('centre.doubtful')}` : ''})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {parts.streaks && parts.streaks.length > 0 && (
        <div className="preview__streaks">
          <h4 className="section-label preview__subtitle">{t('centre.streaks')}</h4>
          <ul>
            {parts.streaks.map((streak) => (
              <li key={`${streak.team}-${streak.name}`} data-team={streak.team}>
                <span className="preview__streak-team">
                  {streak.team === 'home'
                    ? match.home.name
                    : streak.team === 'away'
                      ? match.away.name
                      : t('centre.bothTeams')}
                </span>
                {' · '}
                {streak.name} <strong>{streak.value}</strong>
              </li>
            ))}
          </ul>
        </div>
      )}
      {parts.votes && (
        <div className="preview__votes">
          <h4 className="section-label preview__subtitle">
            {t('centre.votes')}{' '}
            <span className="preview__votes-count">
              {t('centre.votesCount', { count: parts.votes.total })}
            </span>
          </h4>
          <p>
            {[
              `${match.home.name} ${Math.round(parts.votes.home * 100)}%`,
              parts.votes.draw !== null
                ? `${t('match.draw')} ${Math.round(parts.votes.draw * 100)}%`
                : null,
              `${match.away.name} ${Math.round(parts.votes.away * 100)}%`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      )}
    </>
  );
}

function TeamFormRow({ name, form }: { name: string; form: TeamForm }) {
  const { t } = useTranslation();
  return (
    <div className="preview__team" data-testid="team-form">
      <span className="preview__team-name">{name}</span>
      {form.position !== null && (
        <span className="preview__place">{t('centre.tablePlace', { place: form.position })}</span>
      )}
      <ol className="preview__results" aria-label={t('centre.formOf', { team: name })}>
        {form.form.length === 0 && <li className="preview__none">{t('centre.noForm')}</li>}
        {form.form.map((result, index) => {
          const key = result === 'W' || result === 'D' ? result : 'L';
          return (
            <li key={index} className="preview__result" data-result={key}>
              <abbr title={t(`centre.result.${key}`)}>{t(`centre.resultShort.${key}`)}</abbr>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
