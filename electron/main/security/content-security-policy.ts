// The renderer's Content Security Policy. Production allows only the app's own files, images from
// the scoretray-img protocol and data: URLs, and no eval. Development adds what the vite dev server
// needs (its origin, its hot-reload socket, the inline React refresh preamble), and only on loopback.

import { IMAGE_PROTOCOL } from '../../../shared/ipc-contract';

export function contentSecurityPolicy(devServerUrl: string | null): string {
  const dev = devServerUrl ? new URL(devServerUrl) : null;
  const devOrigin = dev?.origin ?? '';
  const devSocket = dev ? `ws://${dev.host}` : '';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', dev ? ["'self'", devOrigin, "'unsafe-inline'"] : ["'self'"]],
    // Vite injects <style> tags while developing; the built app links its CSS as a file.
    ['style-src', dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ['img-src', ["'self'", `${IMAGE_PROTOCOL}:`, 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', dev ? ["'self'", devOrigin, devSocket] : ["'self'"]],
    ['media-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['worker-src', ["'none'"]],
    ['child-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${sources.filter(Boolean).join(' ')}`)
    .join('; ');
}

/** A header map with the policy set, replacing any policy the response brought (in any casing). */
export function withContentSecurityPolicy(
  headers: Record<string, string | string[]> | undefined,
  policy: string,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() === 'content-security-policy') continue;
    result[name] = Array.isArray(value) ? value : [value];
  }
  result['Content-Security-Policy'] = [policy];
  return result;
}
