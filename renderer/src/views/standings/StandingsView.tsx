import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Bracket,
  CompetitionRef,
  CompetitionTables,
  StandingsTable,
} from '../../../../shared/fansday';
import { errorMessage } from '../../bridge';
import { BackButton } from '../../components/BackButton';
import { TeamLink } from '../../components/PeopleLinks';
import { useApp } from '../../state/app-context';
import type { View } from '../../state/navigation';
import { sportInfo } from '../../../../shared/sports';
import './StandingsView.css';
import { request } from '../../state/request';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | CompetitionTables;

/**
 * A competition season's table (type total) with the followed team highlighted, and its knockout
 * bracket where it has one. A competition with neither says so; a missing figure shows as "–",
 * never a number worked out by the window.
 */
export function StandingsView({
  competition,
  teamId,
  back,
}: {
  competition: CompetitionRef;
  teamId: number | null;
  back: View;
}) {
  const { api, navigate } = useApp();
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const goBack = useCallback(() => navigate(back), [navigate, back]);

  useEffect(() => {
    let current = true;
    request(api, 'competition:tables', {
      sport: competition.sport,
      tournamentId: competition.tournamentId,
      seasonId: competition.seasonId,
      name: competition.name,
    }).then(
      (tables) => current && setLoad(tables),
      (error: unknown) => current && setLoad({ state: 'failed', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, competition]);

  return (
    <div className="standings scroll">
      <div className="standings__bar">
        <BackButton label={t('fansday.standings.back')} onBack={goBack} />
        <h1 className="standings__title">{competition.name || t('fansday.standings.title')}</h1>
      </div>
      {'state' in load ? (
        load.state === 'loading' ? (
          <div className="empty" role="status">
            <div className="spinner" aria-hidden="true" />
            <p className="empty__title">{t('fansday.standings.loading')}</p>
          </div>
        ) : (
          <p className="notice standings__note" role="alert">
            {t('fansday.standings.failed', { message: load.message })}
          </p>
        )
      ) : !load.standings && !load.bracket ? (
        <p className="standings__note" role="status">
          {t('fansday.standings.noTable')}
        </p>
      ) : (
        <>
          {load.standings?.tables.map((table, index) => (
            <TableOf
              key={`${table.name}:${index}`}
              table={table}
              teamId={teamId}
              sport={competition.sport}
              canDraw={sportInfo(competition.sport).canDraw}
              // The heading above names the competition: a caption saying it again is for the ear.
              captionShown={
                (table.name || t('fansday.standings.title')) !==
                (competition.name || t('fansday.standings.title'))
              }
            />
          ))}
          {load.bracket && <BracketOf bracket={load.bracket} />}
        </>
      )}
    </div>
  );
}

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'goals', 'points'] as const;

function TableOf({
  table,
  teamId,
  sport,
  canDraw,
  captionShown,
}: {
  table: StandingsTable;
  teamId: number | null;
  sport: string;
  /** Sports without draws have no column of them (a column of zeros says nothing). */
  canDraw: boolean;
  captionShown: boolean;
}) {
  const { t } = useTranslation();
  const figure = (value: number | null): string => (value === null ? '–' : String(value));
  const columns = COLUMNS.filter((column) => canDraw || column !== 'drawn');
  return (
    <section className="standings__section">
      <table className="standings__table">
        <caption className={captionShown ? undefined : 'visually-hidden'}>
          {table.name || t('fansday.standings.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={t('fansday.standings.position')}>
                {t('fansday.standings.short.position')}
              </abbr>
            </th>
            <th scope="col" className="standings__team">
              {t('fansday.standings.team')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col">
                <abbr title={t(`fansday.standings.${column}`)}>
                  {t(`fansday.standings.short.${column}`)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => {
            const ours = teamId !== null && row.teamId === teamId;
            return (
              <tr
                key={`${row.teamId}:${index}`}
                data-team={row.teamId}
                data-ours={ours || undefined}
                aria-current={ours ? 'true' : undefined}
              >
                <td>{figure(row.position)}</td>
                <th scope="row" className="standings__team">
                  <TeamLink sport={sport} teamId={row.teamId} name={row.teamName} />
                  {ours && (
                    <span className="visually-hidden">, {t('fansday.standings.yourTeam')}</span>
                  )}
                </th>
                <td>{figure(row.played)}</td>
                <td>{figure(row.wins)}</td>
                {canDraw && <td>{figure(row.draws)}</td>}
                <td>{figure(row.losses)}</td>
                <GoalDifference scored={row.scoresFor} conceded={row.scoresAgainst} />
                <td className="standings__points">{figure(row.points)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** "+8", "−3", "0" under "+/−"; the goals themselves ("16:8") in its title. */
function GoalDifference({ scored, conceded }: { scored: number | null; conceded: number | null }) {
  const { t } = useTranslation();
  if (scored === null || conceded === null) return <td>–</td>;
  const difference = scored - conceded;
  return (
    <td
      data-testid="difference"
      title={t('fansday.standings.scoredConceded', { scored, conceded })}
    >
      {difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : '0'}
    </td>
  );
}

function BracketOf({ bracket }: { bracket: Bracket }) {
  const { t } = useTranslation();
  const side = (name: string | null) => name ?? t('fansday.standings.toBeDecided');
  const score = (value: number | null) => (value === null ? '' : String(value));
  return (
    <section className="standings__section">
      <h2 className="standings__heading" id="bracket-heading">
        {t('fansday.standings.bracket')}
      </h2>
      {/* Rounds side by side where they fit; in a narrow window the later rounds wrap below. */}
      <div className="bracket" role="region" aria-labelledby="bracket-heading">
        {bracket.rounds.map((round, index) => (
          <section key={`${round.name}:${index}`} className="bracket__round">
            <h3 className="bracket__round-name">{round.name}</h3>
            {round.matches.length === 0 ? (
              <p className="bracket__empty">{t('fansday.standings.toBeDecided')}</p>
            ) : (
              <ul className="bracket__matches">
                {round.matches.map((match, matchIndex) => (
                  <li key={match.id ?? `#${matchIndex}`} className="bracket__match">
                    <span className="bracket__side">
                      <span>{side(match.home)}</span>
                      <span className="bracket__score">{score(match.homeScore)}</span>
                    </span>
                    <span className="bracket__side">
                      <span>{side(match.away)}</span>
                      <span className="bracket__score">{score(match.awayScore)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </section>
  );
}
