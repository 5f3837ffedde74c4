import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompetitionRef } from '../../../../shared/fansday';
import type { ResponseOf } from '../../../../shared/ipc-contract';
import { readableScore, type Match } from '../../../../shared/domain';
import { SelectField } from '../../components/SelectField';
import { TeamLink } from '../../components/PeopleLinks';
import { scoreValue, statusWords } from '../../format/score';
import { kickoffLabel } from '../../format/time';
import { useApp } from '../../state/app-context';
import { useLoaded, type Loaded } from '../../state/use-loaded';
import { request } from '../../state/request';
import { useNow } from '../../state/use-now';
import './CompetitionPanels.css';

/** Loading, failed, or what `done` makes of the value. */
export function LoadedPart<T>({
  loaded,
  done,
  loading,
  failed,
}: {
  loaded: Loaded<T>;
  done: (value: T) => ReactNode;
  /** The part's own words for loading and failure, where it has them. */
  loading?: string;
  failed?: (message: string) => string;
}) {
  const { t } = useTranslation();
  if (loaded.state === 'loading')
    return (
      <div className="empty" role="status">
        <div className="spinner" aria-hidden="true" />
        <p className="empty__title">{loading ?? t('browse.competition.loading')}</p>
      </div>
    );
  if (loaded.state === 'failed')
    return (
      <p className="notice standings__note" role="alert">
        {failed?.(loaded.message) ?? t('browse.competition.failed', { message: loaded.message })}
      </p>
    );
  return <>{done(loaded.value)}</>;
}

function NotAvailable() {
  const { t } = useTranslation();
  return (
    <p className="standings__note" role="status">
      {t('browse.competition.notAvailable')}
    </p>
  );
}

/** The season's rounds; the current one shown first, another picked from the list (asked then). */
export function RoundsPanel({ competition }: { competition: CompetitionRef }) {
  const { api } = useApp();
  const { t } = useTranslation();
  const { sport, tournamentId, seasonId } = competition;
  const rounds = useLoaded(`${sport}:${tournamentId}:${seasonId}`, () =>
    request(api, 'competition:rounds', { sport, tournamentId, seasonId }),
  );
  const [picked, pick] = useState<number | null>(null);
  return (
    <LoadedPart
      loaded={rounds}
      done={({ rounds: list, current }) => {
        if (list.length === 0)
          return (
            <p className="standings__note" role="status">
              {t('browse.competition.noRounds')}
            </p>
          );
        const shown = picked ?? current ?? list[list.length - 1]?.round ?? 0;
        return (
          <section className="standings__section">
            <SelectField
              id="competition-round"
              label={t('browse.competition.pickRound')}
              className="field competition__round-pick"
              value={shown}
              onChange={(value) => pick(Number(value))}
            >
              {list.map((round) => (
                <option key={round.round} value={round.round}>
                  {round.name ?? t('browse.competition.round', { round: round.round })}
                </option>
              ))}
            </SelectField>
            <RoundFixtures competition={competition} round={shown} />
          </section>
        );
      }}
    />
  );
}

function RoundFixtures({ competition, round }: { competition: CompetitionRef; round: number }) {
  const { api } = useApp();
  const { t } = useTranslation();
  const { sport, tournamentId, seasonId } = competition;
  const fixtures = useLoaded(`${sport}:${tournamentId}:${seasonId}:${round}`, () =>
    request(api, 'competition:round', { sport, tournamentId, seasonId, round }),
  );
  return (
    <LoadedPart
      loaded={fixtures}
      done={({ matches }) =>
        matches.length === 0 ? (
          <p className="standings__note">{t('browse.competition.noFixtures')}</p>
        ) : (
          <ul className="boxed-list" aria-label={t('browse.competition.round', { round })}>
            {matches.map((match) => (
              <FixtureRow key={match.id} match={match} />
            ))}
          </ul>
        )
      }
    />
  );
}

function FixtureRow({ match }: { match: Match }) {
  const now = useNow();
  const { home, away } = readableScore(match);
  const played = match.status.phase !== 'scheduled';
  const when = match.startTimestamp === null ? '' : kickoffLabel(match.startTimestamp * 1000, now);
  return (
    <li className="competition__fixture">
      <span className="competition__side">
        <TeamLink sport={match.sport} teamId={match.home.id} name={match.home.name} />
      </span>
      <span className="competition__score">
        {played ? `${scoreValue(home)}–${scoreValue(away)}` : '–'}
      </span>
      <span className="competition__side competition__side--away">
        <TeamLink sport={match.sport} teamId={match.away.id} name={match.away.name} />
      </span>
      <span className="competition__when">{played ? statusWords(match) : when}</span>
    </li>
  );
}

type AcrossSeasons = 'competition:leaders' | 'competition:champions';

/**
 * What a competition tells across its seasons (top scorers and statistics, champions): asked by
 * tournament alone, when its tab opens.
 */
function useAcrossSeasons<C extends AcrossSeasons>(
  channel: C,
  { sport, tournamentId }: CompetitionRef,
): Loaded<ResponseOf<C>> {
  const { api } = useApp();
  return useLoaded(
    `${sport}:${tournamentId}`,
    // TypeScript cannot tell request's payload from a channel still generic; asked for the two
    // channels (one payload for both) it can, and the answer is channel C's own.
    () => request<AcrossSeasons>(api, channel, { sport, tournamentId }) as Promise<ResponseOf<C>>,
  );
}

/** V6 top scorers and the competition's statistics. */
export function ScorersPanel({ competition }: { competition: CompetitionRef }) {
  const { t } = useTranslation();
  const leaders = useAcrossSeasons('competition:leaders', competition);
  return (
    <LoadedPart
      loaded={leaders}
      done={({ topScorers, stats }) =>
        !topScorers?.length && !stats?.length ? (
          <NotAvailable />
        ) : (
          <>
            {topScorers && topScorers.length > 0 && (
              <section className="standings__section">
                <table className="standings__table competition__scorers">
                  <caption>{t('browse.competition.scorers')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col" className="standings__team">
                        {t('browse.competition.scorer')}
                      </th>
                      <th scope="col">{t('browse.competition.goals')}</th>
                      <th scope="col">{t('browse.competition.assists')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {topScorers.map((scorer, index) => (
                      <tr key={`${scorer.name}:${scorer.teamName ?? ''}`}>
                        <td>{index + 1}</td>
                        <th scope="row" className="standings__team">
                          {scorer.name}
                          {scorer.teamName && (
                            <span className="competition__sub"> · {scorer.teamName}</span>
                          )}
                        </th>
                        <td className="standings__points">{scorer.goals ?? '–'}</td>
                        <td>{scorer.assists ?? '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
            {stats && stats.length > 0 && (
              <section className="standings__section">
                <h2 className="standings__heading">{t('browse.competition.statistics')}</h2>
                <dl className="competition__stats">
                  {stats.map((stat) => (
                    <div key={stat.name} className="competition__stat">
                      <dt>{stat.name}</dt>
                      <dd>{stat.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
          </>
        )
      }
    />
  );
}

/** V6 champions history, newest first as the service lists it. */
export function ChampionsPanel({ competition }: { competition: CompetitionRef }) {
  const { t } = useTranslation();
  const champions = useAcrossSeasons('competition:champions', competition);
  return (
    <LoadedPart
      loaded={champions}
      done={(list) =>
        !list || list.length === 0 ? (
          <NotAvailable />
        ) : (
          <section className="standings__section">
            <table className="standings__table">
              <caption>{t('browse.competition.champions')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="standings__team">
                    {t('browse.competition.season')}
                  </th>
                  <th scope="col" className="standings__team">
                    {t('browse.competition.champion')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((champion) => (
                  <tr key={`${champion.season}:${champion.teamName}`}>
                    <th scope="row" className="standings__team">
                      {champion.season}
                    </th>
                    <td className="standings__team">{champion.teamName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )
      }
    />
  );
}
