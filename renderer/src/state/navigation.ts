// The window's views and how one moves between them.

import type { NavigateTarget } from '../../../shared/ipc-contract';
import type { CompetitionRef } from '../../../shared/fansday';
import type { BrowseCountry } from '../../../shared/browse';
import type { SeasonRef } from '../../../shared/people';

export type ViewName = 'live' | 'watchlist' | 'search' | 'settings';

export type View =
  | {
      name: ViewName;
      /** Live only: the match row to give the keyboard focus back to. */ focusMatch?: string;
    }
  | {
      name: 'match';
      sport: string;
      matchId: number;
      /** Where the match was opened from: its tab stays highlighted, Back and Escape return there. */
      from?: ViewName;
    }
  | {
      name: 'standings';
      competition: CompetitionRef;
      /** The team to highlight (a followed one), when there is one. */
      teamId: number | null;
      /** Where Back and Escape return (a match page or the watchlist). */
      back: View;
    }
  | {
      /** Browse by country: a sport's countries, or one country's competitions. */
      name: 'browse';
      sport: string;
      country: BrowseCountry | null;
      /** Where Back and Escape return from the countries (the search view). */
      back: View;
    }
  | {
      name: 'player';
      sport: string;
      playerId: number;
      /** The competition of the match the card was opened from: its season summary is shown. */
      season: SeasonRef | null;
      /** Where Back and Escape return; its tab stays highlighted. */
      back: View;
    }
  | {
      name: 'team';
      sport: string;
      teamId: number;
      /** Where Back and Escape return; its tab stays highlighted. */
      back: View;
    };

/** The tabs in order; each label is the i18n key `tabs.<name>`. */
export const TAB_VIEWS: readonly { name: ViewName }[] = [
  { name: 'live' },
  { name: 'watchlist' },
  { name: 'search' },
  { name: 'settings' },
];

export function viewFromTarget(target: NavigateTarget): View {
  if (target.view === 'match')
    return { name: 'match', sport: target.sport, matchId: target.matchId };
  return { name: target.view };
}

/** The tab that stays highlighted: a match belongs to where it was opened from (Live by default). */
export function tabOf(view: View): ViewName {
  if (
    view.name === 'standings' ||
    view.name === 'browse' ||
    view.name === 'player' ||
    view.name === 'team'
  )
    return tabOf(view.back);
  return view.name === 'match' ? (view.from ?? 'live') : view.name;
}
