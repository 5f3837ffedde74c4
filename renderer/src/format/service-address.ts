import type { ServiceSettings } from '../../../shared/settings';

/** Why an address would not work, or null when it looks usable (empty means the default). */
export function serviceAddressProblem(service: ServiceSettings): string | null {
  const value = service.baseUrl.trim();
  if (value === '') return null;
  if (service.addressForm === 'path') {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return 'Write the host as a full address, such as https://api.example.com';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      return 'The address must start with https://';
    if (url.search || url.hash) return 'The address must not carry ?query or #fragment parts.';
    return null;
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value))
    return 'Write the domain alone, such as example.com, without https://';
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value)) {
    return 'That does not look like a domain name, such as example.com';
  }
  return null;
}
