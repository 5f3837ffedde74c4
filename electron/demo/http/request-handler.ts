// One HTTP request, start to end: address, faults, key and quota, route, answer, log.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ImageStore } from '../images/image-route';
import type { DemoWorld } from '../sim/world';
import { loggablePath, parseAddress } from './address';
import type { FaultState } from './faults';
import type { Gatekeeper } from './gatekeeper';
import { errorReply, serverError, type Reply } from './reply';
import type { RequestLog } from './request-log';
import { routeGlobal } from './global-routes';
import { routeV2 } from './routes';
import { routeV5, routeV6 } from './versioned-routes';
import { canonicalSport } from '../../../shared/sports';
import { simSport } from '../sim/sport-catalog';

export interface HandlerDeps {
  world: DemoWorld;
  faults: FaultState;
  gatekeeper: Gatekeeper;
  images: ImageStore;
  log: RequestLog;
  logLine?: (line: string) => void;
}

const IMAGE_PATH = /^images\/([a-z]+)\/([^/]+)$/;

export async function handleRequest(
  deps: HandlerDeps,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const rawUrl = request.url ?? '/';
  let reply: Reply;
  let headers: Record<string, string> = {};
  try {
    if (deps.faults.slowMs > 0) await sleep(deps.faults.slowMs);
    ({ reply, headers } = answer(deps, request, rawUrl));
  } catch (error) {
    deps.logLine?.(`demo service: ${rawUrl} failed: ${String(error)}`);
    reply = serverError(500);
  }
  write(deps, response, request.method === 'HEAD', reply, headers);
  deps.log.record({
    method: request.method ?? 'GET',
    path: loggablePath(rawUrl),
    status: reply.status,
    at: Date.now(),
  });
}

function answer(
  deps: HandlerDeps,
  request: IncomingMessage,
  rawUrl: string,
): { reply: Reply; headers: Record<string, string> } {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return {
      reply: errorReply(405, 'METHOD_NOT_ALLOWED', 'The service answers GET requests only'),
      headers: { Allow: 'GET, HEAD' },
    };
  }
  const address = parseAddress(rawUrl, request.headers.host);
  if (address.kind === 'unknown') {
    if (address.path === '/')
      return {
        reply: {
          status: 200,
          body: { service: 'scoretray demo service', forms: ['/v2/{sport}/...'] },
        },
        headers: {},
      };
    return { reply: errorReply(404, 'NOT_FOUND', `No endpoint ${address.path}`), headers: {} };
  }
  const gate = deps.gatekeeper.admit(
    header(request, 'x-api-key'),
    header(request, 'authorization'),
  );
  if (!gate.allowed) return { reply: gate.reply, headers: gate.headers };
  if (address.kind === 'socket') {
    return {
      reply: errorReply(426, 'UPGRADE_REQUIRED', 'This address is a WebSocket channel'),
      headers: gate.headers,
    };
  }
  if (address.kind === 'global') {
    const reply = deps.faults.take('serverErrorCount')
      ? serverError(deps.faults.serverErrorStatus)
      : routeGlobal(deps.world, address.path, address.query);
    return { reply, headers: gate.headers };
  }
  if (address.kind === 'v6' || address.kind === 'v5') {
    const reply = deps.faults.take('serverErrorCount')
      ? serverError(deps.faults.serverErrorStatus)
      : address.kind === 'v6'
        ? routeV6(deps.world, demoSport(address.sport), address.path)
        : routeV5(deps.world, address.path);
    return { reply, headers: gate.headers };
  }
  const image = IMAGE_PATH.exec(address.path);
  if (image) {
    if (deps.faults.take('imageBadGatewayCount')) {
      return {
        reply: errorReply(
          502,
          'BAD_GATEWAY',
          'The image upstream failed; retry in about 2 seconds',
        ),
        headers: gate.headers,
      };
    }
    return {
      reply: deps.images.answer(demoSport(address.sport), image[1] ?? '', image[2] ?? ''),
      headers: gate.headers,
    };
  }
  if (deps.faults.take('serverErrorCount'))
    return { reply: serverError(deps.faults.serverErrorStatus), headers: gate.headers };
  return {
    reply: routeV2({
      world: deps.world,
      sport: demoSport(address.sport),
      path: address.path,
      query: address.query,
    }),
    headers: gate.headers,
  };
}

function write(
  deps: HandlerDeps,
  response: ServerResponse,
  headOnly: boolean,
  reply: Reply,
  headers: Record<string, string>,
): void {
  let bytes: Buffer;
  let contentType = reply.contentType ?? 'application/json; charset=utf-8';
  if (Buffer.isBuffer(reply.body)) {
    bytes = reply.body;
  } else {
    bytes = Buffer.from(JSON.stringify(reply.body));
    // A broken answer is cut in the middle but framed correctly: the client gets bad JSON, not a
    // broken connection.
    if (reply.status === 200 && deps.faults.take('brokenJsonCount'))
      bytes = bytes.subarray(0, Math.floor(bytes.length / 2));
    contentType = 'application/json; charset=utf-8';
  }
  if (response.destroyed) return;
  response.writeHead(reply.status, {
    'Content-Type': contentType,
    'Content-Length': String(bytes.length),
    ...(reply.headers ?? {}),
    ...headers,
  });
  response.end(headOnly ? undefined : bytes);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The service knows a sport by more than one name (hockey, ice-hockey): both reach the same data. */
function demoSport(slug: string): string {
  return simSport(slug) ? slug : canonicalSport(slug);
}
