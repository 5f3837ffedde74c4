// Test-only controls of the harness over HTTP (POST /__test/...): they reach into the demo service's
// world and faults, as the browser tests need, and never into the engine's logic.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { NavigateTarget } from '../../shared/ipc-contract';
import type { Engine } from '../../electron/core/engine/api';
import type { DemoMatchSummary, DemoService } from '../../electron/demo/demo-service-api';
import type { BridgeServer } from './bridge-server';
import type { MemoryKeyVault } from '../fixtures/memory-key-vault';

const PREFIX = '/__test/';
const MAX_BODY_BYTES = 16 * 1024;

export interface ControlDeps {
  demo: DemoService;
  engine: Engine;
  vault: MemoryKeyVault;
  bridge: () => BridgeServer | null;
}

const matchRef = z.object({
  sport: z.string().default('football'),
  matchId: z.number().int().optional(),
});
const goalBody = matchRef.extend({ side: z.enum(['home', 'away']).default('home') });

type Route = (deps: ControlDeps, body: unknown, query: URLSearchParams) => unknown;

/** A live match to act on: the one named, else a followed team's, else any live one. */
function pickMatch(
  deps: ControlDeps,
  sport: string,
  matchId: number | undefined,
): DemoMatchSummary {
  const live = deps.demo.world
    .matches(sport)
    .filter((match) => match.phase === 'live' || match.phase === 'paused');
  if (matchId !== undefined) {
    const named = deps.demo.world.matches(sport).find((match) => match.id === matchId);
    if (!named) throw new ControlError(404, `No ${sport} match ${matchId} in the demo world.`);
    return named;
  }
  const followed = new Set(
    deps.engine.settings
      .get()
      .follows.filter((team) => team.sport === sport)
      .map((team) => team.teamId),
  );
  const pick =
    live.find(
      (match) =>
        match.phase === 'live' &&
        (followed.has(match.homeTeamId) || followed.has(match.awayTeamId)),
    ) ??
    live.find((match) => match.phase === 'live') ??
    live[0];
  if (!pick) throw new ControlError(409, `No live ${sport} match in the demo world right now.`);
  return pick;
}

function summary(deps: ControlDeps, sport: string, matchId: number): DemoMatchSummary | null {
  return deps.demo.world.matches(sport).find((match) => match.id === matchId) ?? null;
}

/** A route that does `act` to the match the body names (or the latest live one) and answers it. */
function onMatch(
  act: (world: DemoService['world'], sport: string, matchId: number) => void,
): Route {
  return (deps, body) => {
    const { sport, matchId } = matchRef.parse(body ?? {});
    const match = pickMatch(deps, sport, matchId);
    act(deps.demo.world, sport, match.id);
    return summary(deps, sport, match.id);
  };
}

const ROUTES: Record<string, Route> = {
  'GET matches': (deps, _body, query) => deps.demo.world.matches(query.get('sport') ?? undefined),
  'GET state': (deps) => ({
    demoUrl: deps.demo.url,
    status: deps.engine.status(),
    follows: deps.engine.settings.get().follows,
    windows: deps.bridge()?.connectionCount() ?? 0,
  }),
  'POST goal': (deps, body) => {
    const { sport, matchId, side } = goalBody.parse(body ?? {});
    const match = pickMatch(deps, sport, matchId);
    deps.demo.world.score(sport, match.id, side);
    return summary(deps, sport, match.id);
  },
  'POST cancel-goal': onMatch((world, sport, id) => world.cancelLastScore(sport, id)),
  'POST kickoff': (deps, body) => {
    const { sport, matchId } = z
      .object({ sport: z.string(), matchId: z.number().int() })
      .parse(body);
    deps.demo.world.kickOff(sport, matchId);
    return summary(deps, sport, matchId);
  },
  'POST finish': onMatch((world, sport, id) => world.finish(sport, id)),
  'POST advance': (deps, body) => {
    const { ms } = z.object({ ms: z.number().int().min(0).max(86_400_000) }).parse(body);
    deps.demo.world.advance(ms);
    return { now: deps.demo.world.now() };
  },
  'POST exhaust-quota': (deps, body) => {
    const { resetAt } = z.object({ resetAt: z.number().int().optional() }).parse(body ?? {});
    const at = resetAt ?? Date.now() + 90 * 60_000;
    deps.demo.faults.exhaustQuota(at);
    // Only so the test need not wait for the next poll: the engine finds out by asking, as ever.
    deps.engine.live.resync('test: quota exhausted');
    return { resetAt: at };
  },
  'POST reject-keys': (deps, body) => {
    const { status } = z
      .object({ status: z.union([z.literal(401), z.literal(403), z.null()]).default(401) })
      .parse(body ?? {});
    deps.demo.faults.rejectKeys(status);
    deps.engine.live.resync('test: keys rejected');
    return { status };
  },
  'POST server-errors': (deps, body) => {
    const { count, status } = z
      .object({
        count: z.number().int().min(1).max(1000),
        status: z.number().int().min(500).max(599).default(503),
      })
      .parse(body);
    deps.demo.faults.serverErrors(count, status);
    // Only so the test need not wait for the next poll: the engine finds out by asking, as ever.
    deps.engine.live.resync('test: server errors');
    return { count, status };
  },
  'POST drop-sockets': (deps) => {
    deps.demo.faults.dropSockets();
    return { dropped: true };
  },
  'POST clear-faults': (deps) => {
    deps.demo.faults.clear();
    deps.engine.live.resync('test: faults cleared');
    return { cleared: true };
  },
  'POST vault-storage': (deps, body) => {
    const { kind } = z.object({ kind: z.enum(['encrypted', 'obscured']) }).parse(body);
    deps.vault.setStorageKind(kind);
    return { kind };
  },
  'POST navigate': (deps, body) => {
    const target = z
      .union([
        z.object({ view: z.enum(['live', 'settings', 'watchlist']) }),
        z.object({ view: z.literal('match'), sport: z.string(), matchId: z.number().int() }),
      ])
      .parse(body) as NavigateTarget;
    deps.bridge()?.push('navigate', target);
    return target;
  },
};

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function handleTestControl(
  deps: ControlDeps,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (!url.pathname.startsWith(PREFIX)) return false;
  const route = ROUTES[`${request.method} ${url.pathname.slice(PREFIX.length)}`];
  if (!route) {
    json(response, 404, { error: `No test control ${request.method} ${url.pathname}` });
    return true;
  }
  try {
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    json(response, 200, route(deps, body, url.searchParams) ?? null);
  } catch (error) {
    const status = error instanceof ControlError ? error.status : 400;
    const message =
      error instanceof z.ZodError
        ? z.prettifyError(error)
        : error instanceof Error
          ? error.message
          : String(error);
    json(response, status, { error: message });
  }
  return true;
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(value));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new ControlError(413, 'Body too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
