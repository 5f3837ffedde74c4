import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowseCountry } from '../../../../shared/browse';
import { BackButton } from '../../components/BackButton';
import { Crest } from '../../components/Crest';
import { Flag } from '../../components/Flag';
import { SelectField } from '../../components/SelectField';
import { SportOptions } from '../../components/SportOptions';
import { useApp } from '../../state/app-context';
import type { View } from '../../state/navigation';
import { request } from '../../state/request';
import { useLoaded } from '../../state/use-loaded';
import { useOpenCompetition } from '../../state/use-open-competition';
import { LoadedPart } from '../standings/CompetitionPanels';
import './BrowseView.css';

/**
 * Browse by country: a sport's countries (categories; for esports its games), then a country's
 * competitions, each opening its competition page. Each list is country.id when it is shown.
 */
export function BrowseView({
  sport,
  country,
  back,
}: {
  sport: string;
  country: BrowseCountry | null;
  back: View;
}) {
  const { navigate } = useApp();
  const { t } = useTranslation();
  const here: View = { name: 'browse', sport, country, back };
  const goBack = useCallback(
    () => navigate(country ? { name: 'browse', sport, country: null, back } : back),
    [navigate, country, sport, back],
  );
  return (
    <div className="browse scroll">
      <div className="view-bar">
        <BackButton label={t('browse.browse.back')} onBack={goBack} />
        <h1 className="view-bar__title">
          {country
            ? t('browse.browse.competitions', { country: country.name })
            : t('browse.browse.title')}
        </h1>
      </div>
      {country ? (
        <Competitions sport={sport} country={country} here={here} />
      ) : (
        <>
          <div className="browse__pick">
            <SelectField
              id="browse-sport"
              label={t('browse.browse.sport')}
              className="field"
              value={sport}
              onChange={(next) => navigate({ name: 'browse', sport: next, country: null, back })}
            >
              <SportOptions />
            </SelectField>
          </div>
          <Countries sport={sport} back={back} />
        </>
      )}
    </div>
  );
}

function Countries({ sport, back }: { sport: string; back: View }) {
  const { api, navigate } = useApp();
  const { t } = useTranslation();
  const countries = useLoaded(sport, () => request(api, 'browse:countries', { sport }));
  return (
    <LoadedPart
      loaded={countries}
      done={(list) =>
        list.length === 0 ? (
          <p className="browse__note" role="status">
            {t('browse.browse.noCountries')}
          </p>
        ) : (
          <ul className="browse__list" aria-label={t('browse.browse.countries')}>
            {list.map((country) => (
              <BrowseItem
                key={country.id}
                name={country.name}
                onOpen={() => navigate({ name: 'browse', sport, country, back })}
              >
                {country.alpha2 && <Flag sport={sport} code={country.alpha2} />}
                <span className="browse__code" aria-hidden={country.alpha2 ? undefined : true}>
                  {country.alpha2 ?? '··'}
                </span>
              </BrowseItem>
            ))}
          </ul>
        )
      }
    />
  );
}

function Competitions({
  sport,
  country,
  here,
}: {
  sport: string;
  country: BrowseCountry;
  here: View;
}) {
  const { api } = useApp();
  const { t } = useTranslation();
  const opener = useOpenCompetition(here);
  const tournaments = useLoaded(`${sport}:${country.id}`, () =>
    request(api, 'browse:tournaments', { sport, categoryId: country.id }),
  );
  return (
    <>
      {opener.error && (
        <p className="notice notice--bad browse__note" role="alert">
          {opener.error}
        </p>
      )}
      <LoadedPart
        loaded={tournaments}
        done={(list) =>
          list.length === 0 ? (
            <p className="browse__note" role="status">
              {t('browse.browse.noCompetitions', { country: country.name })}
            </p>
          ) : (
            <ul
              className="browse__list"
              aria-label={t('browse.browse.competitions', { country: country.name })}
            >
              {list.map((tournament) => (
                <BrowseItem
                  key={tournament.id}
                  name={tournament.name}
                  onOpen={() => void opener.open(sport, tournament.id, tournament.name)}
                >
                  <Crest
                    kind="tournament"
                    sport={sport}
                    id={tournament.id}
                    name={tournament.name}
                    size={24}
                  />
                </BrowseItem>
              ))}
            </ul>
          )
        }
      />
    </>
  );
}

/** A row of a browse list: its mark (flag or crest), its name, and the chevron of a row that opens. */
function BrowseItem({
  name,
  onOpen,
  children,
}: {
  name: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="browse__item" onClick={onOpen}>
        {children}
        <span className="browse__name">{name}</span>
        <span className="browse__chevron" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}
