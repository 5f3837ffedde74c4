// Where the API key may travel. The key rides in a header (and the socket's query) of every request,
// so a plain http:// address would show it to anyone on the way: https is required, except for this
// computer itself (127.0.0.1, ::1, localhost), where the demo and the tests live.

export interface AddressLike {
  addressForm: 'path' | 'classic';
  baseUrl: string;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', '::1', 'localhost']);

export const INSECURE_ADDRESS_PROBLEM =
  'The service address must start with https:// (plain http:// only for this computer: 127.0.0.1, ::1 or localhost)';

/** Why the key must not go to this address as written, or null when it may. */
export function insecureAddressProblem(address: AddressLike): string | null {
  const text = address.baseUrl.trim();
  // The classic form's bare domain gets https; only an explicit http:// is a question.
  if (!/^http:\/\//i.test(text)) return null;
  let host: string;
  try {
    host = new URL(text).hostname.toLowerCase();
  } catch {
    // Not an address at all: the address book refuses it with its own words.
    return null;
  }
  return LOOPBACK_HOSTS.has(host) ? null : INSECURE_ADDRESS_PROBLEM;
}

/**
 * One spelling per address, so that a key confirmed for "https://API.example.com/" is confirmed for
 * "https://api.example.com" too, and nothing else.
 */
export function canonicalAddress(address: AddressLike): string {
  const text = address.baseUrl.trim();
  let spelled = text.toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      spelled = `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
    } catch {
      // Kept as typed: an address that cannot be parsed cannot be reached either.
    }
  }
  return `${address.addressForm} ${spelled}`;
}
