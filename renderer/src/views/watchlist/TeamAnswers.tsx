import { useTranslation } from 'react-i18next';
import type { TFunction } from '../../../../shared/i18n';
import type { Match } from '../../../../shared/domain';
import type { Outcome, TeamOverview } from '../../../../shared/fansday';
import { scoreText } from '../../../../shared/ticker-format';
import { activeLocale } from '../../i18n/i18n';
import { kickoffLabel } from '../../format/time';
import { useApp } from '../../state/app-context';
import { tickerFor } from '../../state/use-match-clock';
import { useNow } from '../../state/use-now';
import './TeamAnswers.css';

/**
 * What a fan asks of a followed team besides "what's the score": when do we play next (opponent,
 * competition, local kick-off, where to watch), how did we do last time, our form, and where we
 * stand. Each part the service cannot tell shows "not available", never a guess.
 */
export function TeamAnswers({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation();
  const { api, navigate, view } = useApp();
  useNow(60_000);
  const now = tickerFor(api).now();
  const na = <span className="answers__na">{t('fansday.overview.notAvailable')}</span>;
  const { next, last, lastOutcome, form, standing, competition, channels, teamId } = overview;

  return (
    <dl className="answers" data-testid="team-answers">
      <div className="answers__row" data-part="next">
        <dt>{t('fansday.overview.next')}</dt>
        <dd>
          {next ? (
            <>
              <span className="answers__main">
                {opponentText(t, next, teamId)}
                {' · '}
                {next.startTimestamp !== null
                  ? kickoffLabel(next.startTimestamp * 1000, now)
                  : t('watchlist.dateTba')}
              </span>
              <span className="answers__sub">
                {next.tournament.name}
                {channels && channels.length > 0 && (
                  <>
                    {' · '}
                    {t('fansday.overview.watchOn', {
                      list: new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(
                        channels,
                      ),
                    })}
                  </>
                )}
              </span>
            </>
          ) : (
            na
          )}
        </dd>
      </div>
      <div className="answers__row" data-part="last">
        <dt>{t('fansday.overview.last')}</dt>
        <dd>
          {last && lastOutcome ? (
            <span className="answers__main">
              <span className="answers__outcome" data-outcome={lastOutcome}>
                {t(`fansday.overview.${lastOutcome}`)}
              </span>{' '}
              {ownScoreText(last, teamId)} {opponentText(t, last, teamId)}
            </span>
          ) : (
            na
          )}
        </dd>
      </div>
      <div className="answers__row" data-part="form">
        <dt>{t('fansday.overview.form')}</dt>
        <dd>{form.length > 0 ? <FormStrip form={form} /> : na}</dd>
      </div>
      <div className="answers__row" data-part="table">
        <dt>{t('fansday.overview.table')}</dt>
        <dd>
          {standing && standing.position !== null && competition ? (
            <button
              type="button"
              className="link-button answers__table"
              aria-label={`${placeText(t, standing)}, ${t('fansday.overview.openTable', {
                competition: competition.name,
              })}`}
              onClick={() => navigate({ name: 'standings', competition, teamId, back: view })}
            >
              {placeText(t, standing)}
            </button>
          ) : (
            na
          )}
        </dd>
      </div>
    </dl>
  );
}

type T = TFunction;

/**
 * The score from the followed team's side, as its fans say it: an away game lost 63–70 reads
 * "Lost 63–70", not the hosts' "70–63" (nor, read home first beside the outcome, "Won 63–70").
 */
function ownScoreText(match: Match, teamId: number): string {
  if (match.home.id === teamId) return scoreText(match);
  return scoreText({ homeScore: match.awayScore, awayScore: match.homeScore });
}

function opponentText(t: T, match: Match, teamId: number): string {
  const home = match.home.id === teamId;
  const opponent = home ? match.away.name : match.home.name;
  return home ? t('watchlist.vs', { team: opponent }) : t('watchlist.at', { team: opponent });
}

/** "3rd · 34 pts"; the points only when the table gives them. */
function placeText(t: T, standing: { position: number | null; points: number | null }): string {
  const place = t('fansday.overview.place', { count: standing.position ?? 0, ordinal: true });
  return standing.points === null
    ? place
    : `${place} · ${t('fansday.overview.points', { count: standing.points })}`;
}

/** The last results as letters, newest first; each letter's word is read out, colour is extra. */
function FormStrip({ form }: { form: Outcome[] }) {
  const { t } = useTranslation();
  const words = form.map((outcome) => t(`fansday.overview.${outcome}`));
  return (
    <span className="answers__form">
      <span className="visually-hidden">
        {t('fansday.overview.formSpoken', {
          count: form.length,
          list: new Intl.ListFormat(activeLocale(), { type: 'unit' }).format(words),
        })}
      </span>
      {form.map((outcome, index) => (
        <span
          key={index}
          className="answers__form-item"
          data-outcome={outcome}
          title={words[index]}
          aria-hidden="true"
        >
          {t(`fansday.overview.letter.${outcome}`)}
        </span>
      ))}
    </span>
  );
}
