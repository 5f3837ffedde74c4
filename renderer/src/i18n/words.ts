// Words the window builds from data: a sport's name in the current language.

import type { TFunction } from 'i18next';
import { sportInfo } from '../../../shared/sports';

/** "Fußball" for football in German; a sport we have no word for keeps the service's name. */
export function sportName(t: TFunction, slug: string): string {
  return t(`sports.${slug}`, { defaultValue: sportInfo(slug).name });
}
