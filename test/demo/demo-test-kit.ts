// Shared helpers for the demo service tests: a service in manual-clock mode at a fixed moment, and
// plain node:http requests (so that tests can set any Host header and read raw bytes).

import { request } from 'node:http';
import { startTestDemo } from '../fixtures/demo-service';
import type { DemoService, DemoServiceOptions } from '../../electron/demo/demo-service-api';

/** Saturday 21 November 2026, 12:00 UTC. */
export const FIXED_START = Date.UTC(2026, 10, 21, 12, 0, 0);
export const API_KEY = 'test-key-0123456789';

export const SIMULATED_SPORTS = [
  'football',
  'basketball',
  'futsal',
  'handball',
  'ice-hockey',
  'tennis',
  'esports',
  'cycling',
  'minifootball',
  'badminton',
  'floorball',
  'water-polo',
  'snooker',
  'baseball',
] as const;

export function startTestService(options: DemoServiceOptions = {}): Promise<DemoService> {
  return startTestDemo({ seed: 42, apiKey: API_KEY, startAt: FIXED_START, ...options });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
  json(): unknown;
}

export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const text = body.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          text,
          json: () => JSON.parse(text) as unknown,
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * GET with the valid key; returns parsed JSON and the response. The body is loosely typed on
 * purpose: tests check shapes with zod schemas and then read fields directly.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

export async function getJson(
  service: DemoService,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: LooseJson; response: RawResponse }> {
  const response = await get(`${service.url}${path}`, { 'x-api-key': service.apiKey, ...headers });
  return { status: response.status, body: response.json(), response };
}
