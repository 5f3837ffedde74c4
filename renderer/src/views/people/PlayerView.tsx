import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  PlayerAttributesTab,
  PlayerCareer,
  PlayerOverview,
  PlayerSeasonSummary,
  PlayerTab,
  SeasonRef,
} from '../../../../shared/people';
import { Crest } from '../../components/Crest';
import { TeamLink } from '../../components/PeopleLinks';
import { activeLocale } from '../../i18n/i18n';
import { useApp } from '../../state/app-context';
import type { View } from '../../state/navigation';
import { request } from '../../state/request';
import { DetailTabs } from '../match/DetailTabs';
import { AttributeChart } from './AttributeChart';
import { PeopleRows, PeopleStatus, dateText, figure, ratingText } from './people-parts';
import { PeoplePage } from './PeoplePage';
import { usePeopleLoad } from './use-people-load';
import './people.css';
import { PeopleSection } from './PeopleSection';

/**
 * A player's card: the profile with this season's figures and recent ratings; football's attribute
 * overview against the position's average and strengths and weaknesses; transfers, national-team
 * figures and the last year. Each tab asks for its data when it opens. What the service does not
 * tell shows "–" or a sentence saying so, never a guess.
 */
export function PlayerView({
  sport,
  playerId,
  season,
  back,
}: {
  sport: string;
  playerId: number;
  season: SeasonRef | null;
  back: View;
}) {
  const { api } = useApp();
  const { t } = useTranslation();
  const overview = usePeopleLoad(
    () => request(api, 'people:player', { sport, playerId, tab: 'overview', season }),
    `${sport}:${playerId}:${season?.tournamentId ?? ''}:${season?.seasonId ?? ''}`,
  );
  const profile =
    overview.state === 'ready' && overview.value.tab === 'overview' ? overview.value : null;
  const name = profile?.profile.name ?? t('people.player.title');
  const football = sport === 'football';
  const tabs = [
    {
      id: 'overview',
      label: t('people.player.tabs.overview'),
      render: () => profile && <OverviewTab data={profile} />,
    },
    ...(football
      ? [
          {
            id: 'attributes',
            label: t('people.player.tabs.attributes'),
            render: () => (
              <PlayerTabPart sport={sport} playerId={playerId} tab="attributes" name={name} />
            ),
          },
        ]
      : []),
    {
      id: 'career',
      label: t('people.player.tabs.career'),
      render: () => <PlayerTabPart sport={sport} playerId={playerId} tab="career" name={name} />,
    },
  ];

  return (
    <PeoplePage kind="player" back={back} load={overview}>
      {profile ? (
        <>
          <header className="people__head">
            <Crest kind="player" sport={sport} id={playerId} name={name} size={56} />
            <div>
              <h1 className="people__title">{name}</h1>
              <p className="people__sub">
                {profile.profile.team ? (
                  <TeamLink
                    sport={sport}
                    teamId={profile.profile.team.id}
                    name={profile.profile.team.name}
                  />
                ) : (
                  t('people.notTold')
                )}
              </p>
            </div>
          </header>
          <DetailTabs tabs={tabs} label={t('people.player.tabsLabel')} />
        </>
      ) : null}
    </PeoplePage>
  );
}

function OverviewTab({ data }: { data: PlayerOverview }) {
  const { t } = useTranslation();
  const p = data.profile;
  // The service names the foot in English ("right", "Left", "both"): said in the window's words.
  const footWords = (foot: string | null): string | null => {
    const known = foot?.trim().toLowerCase();
    return known === 'left' || known === 'right' || known === 'both'
      ? t(`people.player.foot.${known}`)
      : foot;
  };
  const money = p.marketValue
    ? new Intl.NumberFormat(activeLocale(), {
        style: p.marketValue.currency ? 'currency' : 'decimal',
        currency: p.marketValue.currency ?? undefined,
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(p.marketValue.value)
    : null;
  return (
    <div className="people__parts">
      <PeopleSection id="player-profile" title={t('people.player.profile')}>
        <dl className="people__facts">
          <Fact label={t('people.player.position')} value={p.position} />
          <Fact label={t('people.player.shirtNumber')} value={p.shirtNumber} />
          <Fact label={t('people.player.nationality')} value={p.nationality} />
          <Fact label={t('people.player.age')} value={p.age === null ? null : String(p.age)} />
          <Fact
            label={t('people.player.height')}
            value={
              p.height === null
                ? null
                : t('people.player.heightValue', { cm: Math.round(p.height) })
            }
          />
          <Fact label={t('people.player.preferredFoot')} value={footWords(p.preferredFoot)} />
          <Fact label={t('people.player.marketValue')} value={money} />
        </dl>
      </PeopleSection>
      <PeopleSection id="player-season" title={t('people.player.season')}>
        <Summary summary={data.season} />
      </PeopleSection>
      <PeopleSection id="player-recent" title={t('people.player.recent')}>
        <PeopleRows items={data.recent} keyOf={(match) => match.matchId} testId="recent-matches">
          {(match) => (
            <>
              <span className="people__row-main">
                {match.home.name} {figure(match.score.home)}:{figure(match.score.away)}{' '}
                {match.away.name}
              </span>
              <span className="people__row-side">
                {match.startTimestamp !== null && (
                  <span className="people__muted">{dateText(match.startTimestamp)} · </span>
                )}
                <span className="people__rating" data-rated={match.rating !== null || undefined}>
                  {match.rating === null
                    ? t('people.player.noRating')
                    : t('people.player.ratingOf', { rating: ratingText(match.rating) })}
                </span>
              </span>
            </>
          )}
        </PeopleRows>
      </PeopleSection>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode | null }) {
  return (
    <div className="people__fact">
      <dt>{label}</dt>
      <dd>{value ?? '–'}</dd>
    </div>
  );
}

function Summary({ summary }: { summary: PlayerSeasonSummary | null }) {
  const { t } = useTranslation();
  if (!summary) return <p className="people__muted">{t('people.notTold')}</p>;
  const keys = [
    'appearances',
    'goals',
    'assists',
    'minutes',
    'yellowCards',
    'redCards',
    'rating',
  ] as const;
  return (
    <dl className="people__figures">
      {keys.map((key) => (
        <div key={key} className="people__figure">
          <dt>{t(`people.player.${key}`)}</dt>
          <dd>{figure(summary[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlayerTabPart({
  sport,
  playerId,
  tab,
  name,
}: {
  sport: string;
  playerId: number;
  tab: PlayerTab;
  name: string;
}) {
  const { api } = useApp();
  const { t } = useTranslation();
  const load = usePeopleLoad(
    () => request(api, 'people:player', { sport, playerId, tab }),
    `${sport}:${playerId}:${tab}`,
  );
  if (load.state !== 'ready')
    return <PeopleStatus load={load} unknown={t('people.unknownPlayer')} />;
  const data = load.value;
  if (data.tab === 'attributes') return <AttributesTab data={data} name={name} />;
  if (data.tab === 'career') return <CareerTab data={data} />;
  return null;
}

function AttributesTab({ data, name }: { data: PlayerAttributesTab; name: string }) {
  const { t } = useTranslation();
  const trait = (entry: { type: number; rank: number | null }) =>
    entry.rank === null
      ? t('people.player.traitNoRank', { type: entry.type })
      : t('people.player.trait', { type: entry.type, rank: entry.rank });
  return (
    <div className="people__parts">
      <PeopleSection id="player-attributes" title={t('people.player.attributes')}>
        {data.attributes ? (
          <AttributeChart attributes={data.attributes} name={name} />
        ) : (
          <p className="people__muted">{t('people.notTold')}</p>
        )}
      </PeopleSection>
      {data.characteristics && (
        <PeopleSection
          id="player-traits"
          title={`${t('people.player.strengths')} · ${t('people.player.weaknesses')}`}
        >
          <dl className="people__facts">
            <Fact
              label={t('people.player.strengths')}
              value={data.characteristics.strengths.map(trait).join(', ') || null}
            />
            <Fact
              label={t('people.player.weaknesses')}
              value={data.characteristics.weaknesses.map(trait).join(', ') || null}
            />
            <Fact
              label={t('people.player.positions')}
              value={data.characteristics.positions.join(', ') || null}
            />
          </dl>
        </PeopleSection>
      )}
    </div>
  );
}

function CareerTab({ data }: { data: PlayerCareer }) {
  const { t } = useTranslation();
  return (
    <div className="people__parts">
      <PeopleSection id="player-last-year" title={t('people.player.lastYear')}>
        <Summary summary={data.lastYear} />
      </PeopleSection>
      <PeopleSection id="player-transfers" title={t('people.player.transfers')}>
        <PeopleRows
          items={data.transfers}
          keyOf={(transfer, index) => `${transfer.date ?? ''}:${index}`}
        >
          {(transfer) => (
            <>
              <span className="people__row-main">
                {t('people.player.transfer', {
                  from: transfer.from ?? '–',
                  to: transfer.to ?? '–',
                })}
              </span>
              <span className="people__row-side people__muted">
                {[
                  transfer.date === null ? null : dateText(transfer.date),
                  transfer.fee,
                  transfer.kind,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </>
          )}
        </PeopleRows>
      </PeopleSection>
      <PeopleSection id="player-national" title={t('people.player.nationalTeam')}>
        <PeopleRows
          items={data.nationalTeam}
          keyOf={(entry, index) => `${entry.team ?? ''}:${index}`}
        >
          {(entry) => (
            <>
              <span className="people__row-main">{entry.team ?? '–'}</span>
              <span className="people__row-side">
                {t('people.player.caps', {
                  appearances: figure(entry.appearances),
                  goals: figure(entry.goals),
                })}
              </span>
            </>
          )}
        </PeopleRows>
      </PeopleSection>
    </div>
  );
}
