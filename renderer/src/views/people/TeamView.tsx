import { useTranslation } from 'react-i18next';
import { outcomeFor, type TeamOverview } from '../../../../shared/fansday';
import type { SquadPlayer, TeamPage } from '../../../../shared/people';
import { Crest } from '../../components/Crest';
import { PlayerLink } from '../../components/PeopleLinks';
import { useApp } from '../../state/app-context';
import type { View } from '../../state/navigation';
import { request } from '../../state/request';
import { TeamAnswers } from '../watchlist/TeamAnswers';
import { dateText } from './people-parts';
import { PeoplePage } from './PeoplePage';
import { usePeopleLoad } from './use-people-load';
import './people.css';
import { PeopleSection } from './PeopleSection';

const POSITION_GROUPS = ['G', 'D', 'M', 'F'] as const;

/**
 * A team's page: its record (manager, venue), the answers a fan asks of a team (next and last
 * match, form, table place, as the watchlist gives them), the squad by position (each player opens
 * his card) and the news that names the team, in the window's language where the service has it.
 */
export function TeamView({ sport, teamId, back }: { sport: string; teamId: number; back: View }) {
  const { api } = useApp();
  const load = usePeopleLoad(
    () => request(api, 'people:team', { sport, teamId }),
    `${sport}:${teamId}`,
  );
  const page = load.state === 'ready' ? load.value : null;

  return (
    <PeoplePage kind="team" back={back} load={load}>
      {page ? <TeamContent page={page} /> : null}
    </PeoplePage>
  );
}

function TeamContent({ page }: { page: TeamPage }) {
  const { t } = useTranslation();
  const { team, sport } = page;
  const overview: TeamOverview = {
    sport,
    teamId: team.id,
    next: page.next,
    last: page.last,
    lastOutcome: page.last ? outcomeFor(page.last, team.id) : null,
    form: page.form,
    competition: page.table
      ? {
          sport,
          tournamentId: page.table.tournamentId,
          seasonId: page.table.seasonId,
          name: page.table.name,
        }
      : null,
    standing: page.table ? { position: page.table.position, points: page.table.points } : null,
    channels: null,
  };
  return (
    <>
      <header className="people__head">
        <Crest sport={sport} id={team.id} name={team.name} size={48} />
        <div>
          <h1 className="people__title">{team.name}</h1>
          {team.country && <p className="people__sub">{team.country}</p>}
        </div>
      </header>
      <div className="people__parts">
        <section className="people__section">
          <dl className="people__facts">
            <div className="people__fact">
              <dt>{t('people.team.manager')}</dt>
              <dd>{team.manager ?? '–'}</dd>
            </div>
            <div className="people__fact">
              <dt>{t('people.team.venue')}</dt>
              <dd>{team.venue ?? '–'}</dd>
            </div>
          </dl>
          <TeamAnswers overview={overview} />
        </section>
        <PeopleSection id="team-squad" title={t('people.team.squad')}>
          {page.squad && page.squad.length > 0 ? (
            <Squad sport={sport} squad={page.squad} />
          ) : (
            <p className="people__muted">{t('people.team.noSquad')}</p>
          )}
        </PeopleSection>
        <PeopleSection id="team-news" title={t('people.team.news')}>
          {page.news ? (
            <ul className="boxed-list" data-testid="team-news">
              {page.news.slice(0, 8).map((item, index) => (
                <li key={`${item.publishedAt ?? ''}:${index}`} className="people__row">
                  <span className="people__row-main">
                    {item.url ? (
                      <a href={item.url} target="_blank" rel="noreferrer noopener">
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </span>
                  {item.publishedAt !== null && (
                    <span className="people__row-side people__muted">
                      {dateText(item.publishedAt)}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="people__muted">{t('people.team.noNews')}</p>
          )}
        </PeopleSection>
      </div>
    </>
  );
}

/** The squad grouped by position (football's G, D, M, F; every other code under "Players"). */
function Squad({ sport, squad }: { sport: string; squad: SquadPlayer[] }) {
  const { t } = useTranslation();
  const groupOf = (player: SquadPlayer) =>
    POSITION_GROUPS.find((code) => code === player.position) ?? 'other';
  const groups = [...POSITION_GROUPS, 'other' as const]
    .map((group) => ({ group, players: squad.filter((player) => groupOf(player) === group) }))
    .filter(({ players }) => players.length > 0);
  return (
    <div className="people__squad" data-testid="team-squad">
      {groups.map(({ group, players }) => (
        <section key={group} className="people__squad-group" aria-labelledby={`squad-${group}`}>
          <h3 id={`squad-${group}`} className="people__subheading">
            {t(`people.team.positions.${group}`)}
          </h3>
          <ul className="boxed-list">
            {players.map((player) => (
              <li key={player.id} className="people__row">
                <span className="people__row-main">
                  <span className="people__shirt">{player.shirtNumber ?? ''}</span>
                  <PlayerLink sport={sport} playerId={player.id} name={player.name} />
                </span>
                {player.position && group === 'other' && (
                  <span className="people__row-side people__muted">{player.position}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
