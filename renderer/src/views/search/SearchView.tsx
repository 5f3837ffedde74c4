import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../../shared/domain';
import { errorMessage } from '../../bridge';
import { Crest } from '../../components/Crest';
import { CompetitionFollowButton } from '../../components/CompetitionFollowButton';
import { FollowButton } from '../../components/FollowButton';
import { SelectField } from '../../components/SelectField';
import { SportOptions } from '../../components/SportOptions';
import { sportName } from '../../i18n/words';
import { useApp } from '../../state/app-context';
import {
  ALL_SPORTS,
  mergeResults,
  MIN_QUERY_LENGTH,
  planSearch,
  rememberSearch,
  searchMemoryOf,
  WATCHED_SPORTS,
  type SearchPlan,
} from '../../state/search-plan';
import { useOpenCompetition } from '../../state/use-open-competition';
import { openPlayer, openTeam } from '../../state/people-navigation';
import { useDebounced } from '../../state/use-debounced';
import { useFollow } from '../../state/use-follow';
import './SearchView.css';
import { request } from '../../state/request';

const DEBOUNCE_MS = 300;
/** Where Back returns from a page opened from a result: this view, its query remembered. */
const SEARCH_VIEW = { name: 'search' } as const;

type SearchOutcome =
  | { kind: 'done'; results: SearchResult[]; failures: string[] }
  | { kind: 'failed'; message: string };

type SearchState = { kind: 'idle' } | { kind: 'searching' } | SearchOutcome;

export function SearchView() {
  const { api, settings, navigate } = useApp();
  const follow = useFollow();
  const { t } = useTranslation();
  const [query, setQuery] = useState(() => searchMemoryOf(api).query);
  const [sportChoice, setSportChoice] = useState(() => searchMemoryOf(api).sportChoice);
  useEffect(() => rememberSearch(api, { query, sportChoice }), [api, query, sportChoice]);
  // Each answer is kept with the plan it answers; a newer plan without its answer is "searching".
  const [answer, setAnswer] = useState<{ plan: SearchPlan; outcome: SearchOutcome } | null>(null);
  const debouncedQuery = useDebounced(query, DEBOUNCE_MS);
  const hintId = useId();
  const watched = useMemo(() => settings?.watchedSports ?? [], [settings]);
  const plan = useMemo(
    () => planSearch(debouncedQuery, sportChoice, watched),
    [debouncedQuery, sportChoice, watched],
  );

  const runs = plan.kind === 'run' || plan.kind === 'run-all';
  const state: SearchState = !runs
    ? { kind: 'idle' }
    : answer?.plan === plan
      ? answer.outcome
      : { kind: 'searching' };

  useEffect(() => {
    if (plan.kind !== 'run' && plan.kind !== 'run-all') return;
    let cancelled = false;
    const settle = (outcome: SearchOutcome): void => {
      if (!cancelled) setAnswer({ plan, outcome });
    };
    Promise.allSettled(
      plan.kind === 'run-all'
        ? [request(api, 'search:all', { query: plan.query })]
        : plan.sports.map((sport) => request(api, 'search:run', { sport, query: plan.query })),
    )
      .then((answers) => {
        const found = answers.flatMap((answer) =>
          answer.status === 'fulfilled' ? [answer.value] : [],
        );
        const failures = answers.flatMap((answer) =>
          answer.status === 'rejected' ? [errorMessage(answer.reason)] : [],
        );
        if (found.length === 0 && failures.length > 0) {
          settle({ kind: 'failed', message: failures[0] ?? t('search.failedShort') });
        } else {
          settle({ kind: 'done', results: mergeResults(found), failures });
        }
      })
      .catch((caught: unknown) => settle({ kind: 'failed', message: errorMessage(caught) }));
    return () => {
      cancelled = true;
    };
    // t changes with the language; a change of language need not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, plan]);

  const typedTooShort = query.trim().length > 0 && query.trim().length < MIN_QUERY_LENGTH;

  return (
    <div className="search-view">
      <form
        className="search-view__form"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="visually-hidden" htmlFor="search-query">
          {t('search.label')}
        </label>
        <input
          id="search-query"
          className="field search-view__input"
          type="search"
          placeholder={t('search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          value={query}
          aria-describedby={hintId}
          onChange={(event) => setQuery(event.target.value)}
        />
        <SelectField
          id="search-sport"
          label={t('search.sportLabel')}
          labelClassName="visually-hidden"
          className="field search-view__sport"
          value={sportChoice}
          onChange={setSportChoice}
        >
          <option value={ALL_SPORTS}>{t('browse.search.allSports')}</option>
          <option value={WATCHED_SPORTS}>{t('search.mySports')}</option>
          <SportOptions />
        </SelectField>
      </form>
      <p id={hintId} className="search-view__hint" role="status">
        {typedTooShort
          ? t('search.tooShort', { count: MIN_QUERY_LENGTH })
          : plan.kind === 'idle' && query.trim().length === 0
            ? t('search.hint')
            : state.kind === 'searching'
              ? t('search.searching')
              : state.kind === 'done'
                ? t('search.found', { count: state.results.length })
                : ''}
      </p>
      {follow.error && (
        <p className="notice notice--bad search-view__error" role="alert">
          {follow.error}
        </p>
      )}
      <button
        type="button"
        className="btn btn--quiet btn--small search-view__browse"
        onClick={() =>
          navigate({
            name: 'browse',
            sport: watched[0] ?? 'football',
            country: null,
            back: { name: 'search' },
          })
        }
      >
        {t('browse.browse.entry')}
      </button>
      <div className="scroll">
        {state.kind === 'failed' && !typedTooShort && (
          <p className="notice notice--bad search-view__error" role="alert">
            {t('search.failed', { message: state.message })}
          </p>
        )}
        {state.kind === 'done' && !typedTooShort && runs && (
          <Results
            results={state.results}
            failures={state.failures}
            query={'query' in plan ? plan.query : ''}
            follow={follow}
          />
        )}
      </div>
    </div>
  );
}

function Results({
  results,
  failures,
  query,
  follow,
}: {
  results: SearchResult[];
  failures: string[];
  query: string;
  follow: ReturnType<typeof useFollow>;
}) {
  const { t } = useTranslation();
  const { navigate } = useApp();
  const opener = useOpenCompetition(SEARCH_VIEW);
  // Each result opens its page: a team its team page, a player the card, a competition its page.
  const openResult = (result: SearchResult): void => {
    if (result.type === 'team')
      navigate(openTeam(SEARCH_VIEW, { sport: result.sport, teamId: result.id }));
    else if (result.type === 'player')
      navigate(openPlayer(SEARCH_VIEW, { sport: result.sport, playerId: result.id }));
    else void opener.open(result.sport, result.id, result.name);
  };
  if (results.length === 0) {
    return (
      <div className="empty">
        <p className="empty__title">{t('search.nothingTitle', { query })}</p>
        <p>{t('search.nothingText')}</p>
      </div>
    );
  }
  return (
    <>
      {failures.length > 0 && (
        <p className="notice notice--bad search-view__error" role="status">
          {t('search.someFailed', { message: failures[0] })}
        </p>
      )}
      {opener.error && (
        <p className="notice notice--bad search-view__error" role="alert">
          {opener.error}
        </p>
      )}
      <ul className="search-results" aria-label={t('search.results')}>
        {results.map((result) => (
          <li key={`${result.type}:${result.sport}:${result.id}`} className="search-results__item">
            <Crest
              kind={
                result.type === 'tournament'
                  ? 'tournament'
                  : result.type === 'player'
                    ? 'player'
                    : 'team'
              }
              sport={result.sport}
              id={result.id}
              name={result.name}
              size={28}
            />
            <span className="search-results__text">
              {result.type === 'unknown' ? (
                <span className="search-results__name">{result.name}</span>
              ) : (
                <button
                  type="button"
                  className="search-results__name link-button search-results__open"
                  onClick={() => openResult(result)}
                >
                  {result.name}
                </button>
              )}
              <span className="search-results__sub">
                {[
                  sportName(t, result.sport),
                  result.type !== 'team' ? t(`search.type.${result.type}`) : null,
                  result.subtitle,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
            {result.type === 'team' && (
              <FollowButton
                follow={follow}
                sport={result.sport}
                teamId={result.id}
                name={result.name}
              />
            )}
            {result.type === 'tournament' && (
              <CompetitionFollowButton
                sport={result.sport}
                tournamentIds={[result.id]}
                name={result.name}
              />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
