import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../components/BackButton';
import { useApp } from '../../state/app-context';
import type { View } from '../../state/navigation';
import { PeopleStatus } from './people-parts';
import type { PeopleLoad } from './use-people-load';

/** Each page's title, shown alone until the page is in, and its words for an id not known. */
const WORDS = {
  player: { title: 'people.player.title', unknown: 'people.unknownPlayer' },
  team: { title: 'people.team.title', unknown: 'people.unknownTeam' },
} as const;

/**
 * The frame of the player card and the team page: the way back to where it was opened from, then
 * the page once its answer is in (`children`), or until then its title with what the load says.
 */
export function PeoplePage({
  kind,
  back,
  load,
  children,
}: {
  kind: keyof typeof WORDS;
  back: View;
  load: PeopleLoad<unknown>;
  /** The page itself; null while there is none to show. */
  children: ReactNode;
}) {
  const { navigate } = useApp();
  const { t } = useTranslation();
  const goBack = useCallback(() => navigate(back), [navigate, back]);
  return (
    <div className="people scroll" data-testid={`${kind}-view`}>
      <div className="view-bar">
        <BackButton label={t('people.back')} onBack={goBack} />
      </div>
      {children ?? (
        <>
          <h1 className="people__title people__title--alone">{t(WORDS[kind].title)}</h1>
          <PeopleStatus load={load} unknown={t(WORDS[kind].unknown)} />
        </>
      )}
    </div>
  );
}
