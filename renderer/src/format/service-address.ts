import type { TFunction } from 'i18next';
import { insecureAddressProblem } from '../../../shared/service-address';
import type { ServiceSettings } from '../../../shared/settings';

/** Why an address would not work, or null when it looks usable (empty means the default). */
export function serviceAddressProblem(service: ServiceSettings, t: TFunction): string | null {
  const value = service.baseUrl.trim();
  if (value === '') return null;
  if (service.addressForm === 'path') {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return t('settings.service.problems.fullAddress');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return t('settings.service.problems.https');
    // The key travels with every request: plain http only to this computer.
    if (insecureAddressProblem(service)) return t('settings.service.problems.httpsRemote');
    if (url.search || url.hash) return t('settings.service.problems.noQuery');
    return null;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return t('settings.service.problems.domainAlone');
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value)) {
    return t('settings.service.problems.notDomain');
  }
  return null;
}
