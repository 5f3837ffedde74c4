import { useTranslation } from 'react-i18next';
import type { MatchOdds } from '../../../../shared/browse';
import type { Match } from '../../../../shared/domain';
import { activeLocale } from '../../i18n/i18n';
import { useApp } from '../../state/app-context';
import { request } from '../../state/request';
import { useLoaded } from '../../state/use-loaded';
import './NextMatchOdds.css';

/**
 * The opt-in odds under a followed team's next match: the sportsbook's main 1X2 prices and win
 * chances (Settings, off by default). Rendered only with the setting on, so nothing is asked
 * otherwise; the engine keeps the answer 60 s. Says nothing while loading or when the book has no
 * odds for the match, and never a figure the book did not give.
 */
export function NextMatchOdds({ match }: { match: Match }) {
  const { api } = useApp();
  const { t } = useTranslation();
  const odds = useLoaded(`${match.sport}:${match.id}`, () =>
    request(api, 'match:odds', { sport: match.sport, matchId: match.id }),
  );
  if (odds.state !== 'done') return null;
  if (!odds.value?.prices && !odds.value?.probability)
    return <p className="next-odds next-odds--none">{t('browse.odds.none')}</p>;
  return <OddsLine odds={odds.value} />;
}

function OddsLine({ odds }: { odds: MatchOdds }) {
  const { t } = useTranslation();
  const price = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(activeLocale(), {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(value);
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : new Intl.NumberFormat(activeLocale(), { style: 'percent' }).format(value);
  const { prices, probability } = odds;
  return (
    <p className="next-odds">
      {prices && (
        <span className="next-odds__prices">
          {prices.draw === null
            ? t('browse.odds.lineNoDraw', { home: price(prices.home), away: price(prices.away) })
            : t('browse.odds.line', {
                home: price(prices.home),
                draw: price(prices.draw),
                away: price(prices.away),
              })}
        </span>
      )}
      {probability && (
        <span className="next-odds__chances">
          {probability.draw === null || probability.draw === 0
            ? t('browse.odds.chances', {
                home: percent(probability.home),
                away: percent(probability.away),
              })
            : t('browse.odds.chancesDraw', {
                home: percent(probability.home),
                draw: percent(probability.draw),
                away: percent(probability.away),
              })}
        </span>
      )}
    </p>
  );
}
