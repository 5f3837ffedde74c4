// Every sport the app knows as the options of a select, each named in the window's language.

import { useTranslation } from 'react-i18next';
import { SPORTS } from '../../../shared/sports';
import { sportName } from '../i18n/words';

export function SportOptions() {
  const { t } = useTranslation();
  return SPORTS.map((sport) => (
    <option key={sport.slug} value={sport.slug}>
      {sportName(t, sport.slug)}
    </option>
  ));
}
