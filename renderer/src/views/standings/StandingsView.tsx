import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Bracket,
  CompetitionRef,
  CompetitionTables,
  StandingsTable,
} from '../../../../shared/fansday';
import { BackButton } from '../../components/BackButton';
import { TeamLink } from '../../components/PeopleLinks';
import { useApp } from '../../state/app-context';
import type { View } from '../../state/navigation';
import { sportInfo } from '../../../../shared/sports';
import './StandingsView.css';
import { request } from '../../state/request';
import { useLoaded } from '../../state/use-loaded';
import { DetailTabs, type DetailTab } from '../match/DetailTabs';
import { ChampionsPanel, LoadedPart, RoundsPanel, ScorersPanel } from './CompetitionPanels';

/**
 * The competition page: tabs for the season's table (type total, the followed team highlighted,
 * and its knockout bracket where it has one), its rounds and their fixtures, top scorers and
 * statistics, and champions history. A part the competition does not have says so; a missing
 * figure shows as "–", never a number worked out by the window.
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
  const { navigate } = useApp();
  const { t } = useTranslation();
  const goBack = useCallback(() => navigate(back), [navigate, back]);
  // Each tab asks for its data when it opens: a visit to the table costs the table alone.
  const tabs: DetailTab[] = [
    {
      id: 'table',
      label: t('browse.competition.table'),
      render: () => <TablePanel competition={competition} teamId={teamId} />,
    },
    {
      id: 'rounds',
      label: t('browse.competition.rounds'),
      render: () => <RoundsPanel competition={competition} />,
    },
    {
      id: 'scorers',
      label: t('browse.competition.scorers'),
      render: () => <ScorersPanel competition={competition} />,
    },
    {
      id: 'champions',
      label: t('browse.competition.champions'),
      render: () => <ChampionsPanel competition={competition} />,
    },
  ];

  return (
    <div className="standings scroll">
      <div className="view-bar">
        <BackButton label={t('fansday.standings.back')} onBack={goBack} />
        <h1 className="view-bar__title">{competition.name || t('fansday.standings.title')}</h1>
      </div>
      <DetailTabs tabs={tabs} label={t('browse.competition.tabs')} />
    </div>
  );
}

/** The season's table(s), type total, and its knockout bracket where it has one. */
function TablePanel({
  competition,
  teamId,
}: {
  competition: CompetitionRef;
  teamId: number | null;
}) {
  const { api } = useApp();
  const { t } = useTranslation();
  const { sport, tournamentId, seasonId, name } = competition;
  const load = useLoaded(`${sport}:${tournamentId}:${seasonId}`, () =>
    request(api, 'competition:tables', { sport, tournamentId, seasonId, name }),
  );
  return (
    <LoadedPart
      loaded={load}
      loading={t('fansday.standings.loading')}
      failed={(message) => t('fansday.standings.failed', { message })}
      done={(tables: CompetitionTables) =>
        !tables.standings && !tables.bracket ? (
          <p className="standings__note" role="status">
            {t('fansday.standings.noTable')}
          </p>
        ) : (
          <>
            {tables.standings?.tables.map((table, index) => (
              <TableOf
                key={`${table.name}:${index}`}
                table={table}
                teamId={teamId}
                sport={sport}
                canDraw={sportInfo(sport).canDraw}
                // The page's heading names the competition: a caption saying it again is for the ear.
                captionShown={
                  (table.name || t('fansday.standings.title')) !==
                  (name || t('fansday.standings.title'))
                }
              />
            ))}
            {tables.bracket && <BracketOf bracket={tables.bracket} />}
          </>
        )
      }
    />
  );
}

const COLUMNS = ['played', 'won', 'drawn', 'lost', 'goals', 'points'] as const;

function TableOf({
  table,
  teamId,
  canDraw,
  captionShown,
  sport,
}: {
  table: StandingsTable;
  teamId: number | null;
  /** Sports without draws have no column of them (a column of zeros says nothing). */
  canDraw: boolean;
  captionShown: boolean;
  /** Each team's name opens its page in this sport. */
  sport: string;
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
