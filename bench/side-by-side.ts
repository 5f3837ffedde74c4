// Every section of BENCHMARKS.md re-run with an older commit measured beside this checkout in the
// same run (issue 24: never a figure carried over). Each section's bench runs in the base checkout
// and in this one in turns; the section is rewritten with both trees' rows, their commits, the
// machine, the date and the load average, and keeps its notes (what bounds it) from before.
//
//   npx tsx bench/side-by-side.ts --base /work/wt/base-dfd45ea [--only NAME ...] [--out FILE]
//
// Without --base only this checkout is measured. NAME is a section's short name (see SECTIONS;
// --list prints them). The base checkout needs its node_modules and its renderer build (`npx
// electron-vite build`). Benches that take a checkout as an argument (headless load, start-up,
// alert flood, week) run from this checkout against both trees' code; the others run each tree's
// own bench file (bench/tree-call.ts), and a bench file the base does not have gives a row saying so.
// The counting benches (requests, quota, browsing) do not depend on the machine's load: they run
// last, several at once. The whole run took 2,670 s against dfd45ea on 2026-11-28 on a 2-core machine
// shared with five other jobs (load average 10-35); the requests section was 1,076 s of it.

import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { BENCHMARKS_FILE, writeSection } from './bench-report';
import { keptNotes, load, sectionMarkdown, type Row, type Table } from './side-by-side-markdown';

const HERE = fileURLToPath(new URL('../', import.meta.url));
const TREE_CALL = fileURLToPath(new URL('./tree-call.ts', import.meta.url));

interface Tree {
  root: string;
  commit: string;
  label: string;
}

interface Context {
  trees: Tree[];
  /** Tree with the bench file, or null for "no such bench at base". */
  hasBench(tree: Tree, file: string): boolean;
}

interface Section {
  name: string;
  /** The section's "## " line in BENCHMARKS.md. */
  heading: string;
  /** What was run, in a sentence. */
  how: string;
  /** Counting benches: the figures do not depend on load, so they may run beside each other. */
  counting?: boolean;
  run(context: Context): Promise<Table[]>;
}

// ---- processes -------------------------------------------------------------------------------

const children = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) if (child.pid) killGroup(child.pid);
    process.exit(130);
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** Runs a command in its own process group (killed whole on a signal or past the time limit). */
function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<Finished> {
  const startedAt = Date.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.pid && killGroup(child.pid), options.timeoutMs ?? 900_000);
  return new Promise((done) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      children.delete(child);
      // A bench may leave a grandchild behind (a service, Chromium): the group goes with it.
      if (child.pid) killGroup(child.pid);
      done({ code, stdout, stderr, seconds: (Date.now() - startedAt) / 1000 });
    });
  });
}

function jsonLines(text: string): Row[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Row];
      } catch {
        return [];
      }
    });
}

function failure(what: string, finished: Finished): Error {
  const tail = finished.stderr
    .trim()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('    at '))
    .slice(-12)
    .join('\n');
  return new Error(`${what} exited ${finished.code} after ${finished.seconds} s:\n${tail}`);
}

/** The first error line of a failed test run, without its colours. */
function firstError(finished: Finished): string {
  const text = stripVTControlCharacters(`${finished.stdout}\n${finished.stderr}`);
  const line = text.split('\n').find((candidate) => /(AssertionError|Error):/.test(candidate));
  return (line ?? `exit code ${finished.code}`).trim().slice(0, 400);
}

function tsxOf(root: string): string {
  return join(root, 'node_modules', '.bin', 'tsx');
}

/** A tree's own bench function in a fresh process (bench/tree-call.ts); its results in order. */
async function callIn(
  tree: Tree,
  module: string,
  name: string,
  args: unknown[] = [],
  repeat = 1,
  /** Where bench/MODULE.ts is: this checkout's harness run in the tree's process. */
  moduleRoot = tree.root,
): Promise<unknown[]> {
  const finished = await runProcess(
    tsxOf(tree.root),
    [TREE_CALL, moduleRoot, module, name, JSON.stringify(args), String(repeat)],
    { cwd: tree.root },
  );
  if (finished.code !== 0) throw failure(`${module}.${name} in ${tree.label}`, finished);
  return jsonLines(finished.stdout).map((line) => line.result);
}

/** A bench's command line run by this checkout's tsx from `cwd`; its JSON lines. */
async function commandLines(file: string, args: string[], cwd = HERE): Promise<Row[]> {
  const finished = await runProcess(tsxOf(HERE), [file, ...args], { cwd });
  if (finished.code !== 0) throw failure(file, finished);
  return jsonLines(finished.stdout);
}

/**
 * A bench of this checkout that measures every tree itself, given a `--root` for each (turns
 * alternate inside it); its lines, each labelled with its tree.
 */
async function linesOverRoots(context: Context, file: string, args: string[]): Promise<Row[]> {
  const roots = context.trees.flatMap((tree) => ['--root', tree.root]);
  const lines = await commandLines(join(HERE, 'bench', file), [...roots, ...args]);
  return labelled(context, lines, 'root');
}

const missing = (tree: Tree, file: string): Row => ({
  code: tree.label,
  result: `no such bench at ${tree.label} (${file})`,
});

/** Each tree's own bench function, turn after turn (base, this, base, this). */
async function ownBenchRows(
  context: Context,
  file: string,
  name: string,
  options: {
    args?: unknown[];
    turns?: number;
    repeat?: number;
    rows?: (result: unknown) => Row[];
  } = {},
): Promise<Row[]> {
  const rows: Row[] = [];
  const turns = options.turns ?? 1;
  for (let turn = 1; turn <= turns; turn++) {
    for (const tree of context.trees) {
      if (!context.hasBench(tree, `bench/${file}.ts`)) {
        if (turn === 1) rows.push(missing(tree, `bench/${file}.ts`));
        continue;
      }
      const results = await callIn(tree, file, name, options.args, options.repeat);
      results.forEach((result, index) => {
        for (const row of options.rows?.(result) ?? defaultRows(result)) {
          rows.push({
            code: tree.label,
            ...(turns > 1 ? { turn } : {}),
            ...(results.length > 1 ? { run: index + 1 } : {}),
            ...row,
          });
        }
      });
    }
  }
  return rows;
}

function defaultRows(result: unknown): Row[] {
  if (Array.isArray(result)) return result.map((item) => asRow(item));
  return [asRow(result)];
}

function asRow(value: unknown): Row {
  return value && typeof value === 'object' ? (value as Row) : { result: value };
}

/** Rows that carry a tree's path (`root`, `tree`) get its label instead. */
function labelled(context: Context, rows: Row[], key: string): Row[] {
  return rows.map((row) => {
    const path = typeof row[key] === 'string' ? resolve(row[key]) : '';
    const tree = context.trees.find((candidate) => resolve(candidate.root) === path);
    const { [key]: _path, ...rest } = row;
    return { code: tree?.label ?? path, ...rest };
  });
}

const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

// ---- the sections ------------------------------------------------------------------------------

/** Seeds of the kill -9 test per tree: 40 seeds twice (issue 14's sweep) do not fit the run's time. */
const KILL_SEEDS = [1, 2, 3, 4, 5];

const SECTIONS: Section[] = [
  {
    name: 'render',
    heading: '## Render',
    how: "each checkout's `bench/render-bench.ts` (runRenderBench: paced at 60 Hz, then unthrottled) on its own renderer build (React's production build), the trees in turns (paced base, this; unthrottled this, base, base, this)",
    run: async (context) => {
      const rows: Row[] = [];
      const trees = context.trees.filter((tree) => {
        if (context.hasBench(tree, 'bench/render-bench.ts')) return true;
        rows.push(missing(tree, 'bench/render-bench.ts'));
        return false;
      });
      // In turns, so that neither tree always runs first (or last) while other jobs come and go:
      // paced base, this; unthrottled, the figure that matters, twice each as this, base, base, this.
      const order: [Tree, boolean][] = [
        ...trees.map((tree): [Tree, boolean] => [tree, false]),
        ...[...[...trees].reverse(), ...trees].map((tree): [Tree, boolean] => [tree, true]),
      ];
      for (const [tree, unthrottled] of order) {
        const [result] = await callIn(tree, 'render-bench', 'runRenderBench', [{ unthrottled }]);
        rows.push({
          code: tree.label,
          run: unthrottled ? 'unthrottled' : 'paced at 60 Hz',
          ...asRow(result),
        });
      }
      return [{ rows }];
    },
  },
  {
    name: 'load',
    heading: '## Engine: memory and CPU with 2,000 live events',
    how: "each checkout's `bench/load-bench.ts` (runLoadBench, 20 s after 5 s of warm-up) in a fresh process",
    run: async (context) => [
      { rows: await ownBenchRows(context, 'load-bench', 'runLoadBench', { args: [20] }) },
    ],
  },
  {
    name: 'headless',
    heading:
      '## Engine: the headless process with 2,000 live events (`npx tsx bench/headless-load-bench.ts`)',
    how: "this checkout's `bench/headless-load-bench.ts --root BASE --root THIS --turns 2 --seconds 20` (each tree's `npm run headless`); the churn: `--churn 2 --follow-tournament football:10 --seconds 60`",
    run: async (context) => {
      const file = 'headless-load-bench.ts';
      const steady = await linesOverRoots(context, file, ['--turns', '2', '--seconds', '20']);
      const churn = await linesOverRoots(context, file, [
        '--churn',
        '2',
        '--follow-tournament',
        'football:10',
        '--seconds',
        '60',
      ]);
      const withRatio = (rows: Row[]) =>
        rows.map((row) => ({
          ...row,
          cpuOverFloor:
            typeof row.cpuPercent === 'number' && typeof row.floorPercent === 'number'
              ? row.cpuPercent / row.floorPercent
              : null,
        }));
      return [
        { rows: withRatio(steady) },
        { title: '### An hour of churn, compressed', rows: withRatio(churn) },
      ];
    },
  },
  {
    name: 'throughput',
    heading: '## Engine: parse-and-diff throughput',
    how: "each checkout's `bench/throughput-bench.ts` (runThroughputBench, wall time), three runs a process, two turns; then the CPU harness `bench/throughput-cpu.ts` the same way",
    run: async (context) => {
      const wall = await ownBenchRows(context, 'throughput-bench', 'runThroughputBench', {
        turns: 2,
        repeat: 3,
      });
      const cpu: Row[] = [];
      for (let turn = 1; turn <= 2; turn++) {
        for (const tree of context.trees) {
          const results = await callIn(
            tree,
            'throughput-cpu',
            'runThroughputCpu',
            [tree.root],
            3,
            HERE,
          );
          results.forEach((result, index) =>
            cpu.push({ code: tree.label, turn, run: index + 1, ...asRow(result) }),
          );
        }
      }
      return [
        { rows: wall },
        {
          title:
            "### CPU time against JSON.parse (`bench/throughput-cpu.ts`: this checkout's harness on each checkout's parser, cache and diff)",
          rows: cpu,
        },
      ];
    },
  },
  {
    name: 'start',
    heading:
      "## Start-up: time to `ready` and the window's first paint (`npx tsx bench/start-bench.ts`)",
    how: "this checkout's `bench/start-bench.ts --root BASE --root THIS --turns 3 --paint` (turns alternate; medians, each turn in brackets)",
    run: async (context) => {
      const lines = await linesOverRoots(context, 'start-bench.ts', ['--turns', '3', '--paint']);
      const last = new Map<unknown, Row>();
      for (const line of lines) last.set(line.code, line);
      const figure = (values: number[]) =>
        `${Math.round(median(values))} ms (${values.map((value) => Math.round(value)).join(' · ')})`;
      const rows = [...last.values()].map((line) => {
        const paints =
          (line.paints as { firstContentfulPaintMs: number; firstRowMs: number }[]) ?? [];
        return {
          code: line.code,
          readyWithDemo: figure(line.demo as number[]),
          readyWithStandIn: figure(line.standIn as number[]),
          firstContentfulPaint: figure(paints.map((paint) => paint.firstContentfulPaintMs)),
          firstLiveRow: figure(paints.map((paint) => paint.firstRowMs)),
        };
      });
      return [{ rows }];
    },
  },
  {
    name: 'latency',
    heading: '## Engine: push-to-alert latency',
    how: "each checkout's `bench/latency-bench.ts` (runLatencyBench, 50 goals) in a fresh process; through the headless mode, when this checkout has it, `bench/headless-latency-bench.ts --goals 20 BASE` (both trees at once, goals in turns)",
    run: async (context) => {
      const tables: Table[] = [
        { rows: await ownBenchRows(context, 'latency-bench', 'runLatencyBench', { args: [50] }) },
      ];
      // Through the headless mode (issue 24), when this checkout has that bench: it runs every
      // tree at once against one demo, the goals in turns.
      const file = join(HERE, 'bench', 'headless-latency-bench.ts');
      if (existsSync(file)) {
        const others = context.trees.filter((tree) => resolve(tree.root) !== resolve(HERE));
        const lines = await commandLines(file, [
          '--goals',
          '20',
          ...others.map((tree) => tree.root),
        ]);
        tables.push({
          title:
            '### Through the headless mode (`npx tsx bench/headless-latency-bench.ts OTHER_TREE`)',
          rows: labelled(context, lines, 'root'),
        });
      }
      return tables;
    },
  },
  {
    name: 'requests',
    heading: '## Engine: requests per simulated match day',
    how: "each checkout's `bench/requests-bench.ts` (runRequestsBench: all-day, one-match, fan-day), all six runs beside each other (counts only)",
    counting: true,
    run: async (context) => {
      const scenarios = ['all-day', 'one-match', 'fan-day'];
      const jobs = context.trees.flatMap((tree) =>
        scenarios.map(
          (scenario) => async (): Promise<Row[]> =>
            context.hasBench(tree, 'bench/requests-bench.ts')
              ? (await callIn(tree, 'requests-bench', 'runRequestsBench', [scenario])).map(
                  (result) => ({
                    code: tree.label,
                    ...asRow(result),
                  }),
                )
              : scenario === 'all-day'
                ? [missing(tree, 'bench/requests-bench.ts')]
                : [],
        ),
      );
      const rows = (await inParallel(jobs)).flat();
      const fanDay = rows.filter((row) => row.scenario === 'fan-day');
      return [
        { rows: rows.map(({ fanDayCost: _cost, ...row }) => row) },
        {
          title: "### The fan's day on top of live polling",
          rows: fanDay.map((row) => ({ code: row.code, ...asRow(row.fanDayCost) })),
        },
      ];
    },
  },
  {
    name: 'quota',
    heading: '## Engine: quota over one match day (polled sports)',
    how: "each checkout's `bench/quota-bench.ts` (runQuotaBench, 40 modelled days), beside each other (a model: no waiting, no load effect)",
    counting: true,
    run: async (context) => {
      const jobs = context.trees.map(
        (tree) => () =>
          ownBenchRows({ ...context, trees: [tree] }, 'quota-bench', 'runQuotaBench', {
            // When the allowance ran dry: the model's clock, as the time of day (UTC).
            rows: (result) =>
              defaultRows(result).map((row) => ({
                ...row,
                dryAt:
                  typeof row.dryAt === 'number'
                    ? new Date(row.dryAt).toISOString().slice(11, 16)
                    : 'never',
              })),
          }),
      );
      return [{ rows: (await inParallel(jobs)).flat() }];
    },
  },
  {
    name: 'hostile',
    heading: '## Hostile answers with the caps on (`npx tsx bench/hostile-bench.ts`)',
    how: "each checkout's `bench/hostile-bench.ts`, run in that checkout",
    run: async (context) => [{ rows: await ownCommandRows(context, 'bench/hostile-bench.ts') }],
  },
  {
    name: 'flood',
    heading: '## Floods on the push channel with the caps on (`npx tsx bench/flood-bench.ts`)',
    how: "each checkout's `bench/flood-bench.ts`, run in that checkout",
    run: async (context) => {
      // The flood bench starts the headless CLI's bundle, which vitest's global setup makes: made
      // here afresh in each tree, so that it is that tree's code as it is now.
      for (const tree of context.trees) {
        if (context.hasBench(tree, 'test/headless/cli-bundle.ts'))
          await callIn(tree, 'test/headless/cli-bundle.ts', 'default');
      }
      const rows = await ownCommandRows(context, 'bench/flood-bench.ts');
      // The sender pushes as fast as the machine lets it: CPU a push is the comparable figure.
      const perPush = (row: Row) => {
        const pushes = /^([\d,]+) (pushes|messages)/.exec(String(row.detail))?.[1];
        return pushes && typeof row.cpuSeconds === 'number'
          ? { µsPerPush: (row.cpuSeconds * 1e6) / Number(pushes.replaceAll(',', '')) }
          : {};
      };
      return [{ rows: rows.map((row) => ({ ...row, ...perPush(row) })) }];
    },
  },
  {
    name: 'alert-flood',
    heading:
      '## An alert flood: 10,000 new matches of a followed team a second (issue 26, `npx tsx bench/alert-flood-bench.ts OTHER_TREE`)',
    how: "this checkout's `bench/alert-flood-bench.ts` run from the base checkout with this one as OTHER_TREE (base first), one run",
    run: async (context) => {
      const [first, ...others] = context.trees;
      const lines = await commandLines(
        join(HERE, 'bench', 'alert-flood-bench.ts'),
        others.map((tree) => tree.root),
        first!.root,
      );
      return [{ rows: labelled(context, lines, 'tree') }];
    },
  },
  {
    name: 'kill-9',
    heading: "## Kill -9: the window between an alert's mark and its line (issue 14)",
    how: `each checkout's \`test/headless/kill-9.test.ts\` for KILL_SEED ${KILL_SEEDS.join(', ')}, the trees in turns`,
    run: async (context) => {
      const outcomes = new Map<string, string[]>(context.trees.map((tree) => [tree.label, []]));
      for (const seed of KILL_SEEDS) {
        for (const tree of context.trees) {
          if (!context.hasBench(tree, 'test/headless/kill-9.test.ts')) continue;
          const finished = await runProcess(
            join(tree.root, 'node_modules', '.bin', 'vitest'),
            ['run', 'test/headless/kill-9.test.ts'],
            { cwd: tree.root, env: { KILL_SEED: String(seed) } },
          );
          if (finished.code === 0) outcomes.get(tree.label)!.push(`${seed}`);
          else {
            // The test's own message says what went wrong (a goal lost, told again, or a wait that
            // ran out); without it a failure here was a bare "FAILED" nobody could read again.
            outcomes.get(tree.label)!.push(`${seed} FAILED`);
            const log = join(HERE, 'test-results', `kill-9-seed-${seed}-${tree.commit}.log`);
            mkdirSync(dirname(log), { recursive: true });
            writeFileSync(log, `${finished.stdout}\n${finished.stderr}`);
            process.stderr.write(
              `side-by-side: kill -9 seed ${seed} failed in ${tree.label}: ${firstError(finished)} (all of it in ${log})\n`,
            );
          }
        }
      }
      const rows = context.trees.map((tree) => {
        const seen = outcomes.get(tree.label)!;
        return context.hasBench(tree, 'test/headless/kill-9.test.ts')
          ? {
              code: tree.label,
              seeds: seen.length,
              failed: seen.filter((outcome) => outcome.endsWith('FAILED')).length,
              failedSeeds:
                seen.filter((outcome) => outcome.endsWith('FAILED')).join(', ') || 'none',
            }
          : missing(tree, 'test/headless/kill-9.test.ts');
      });
      return [{ rows }];
    },
  },
  {
    name: 'week',
    heading:
      '## A real week: floods and damaged state in the headless mode (issue 26, `npx tsx bench/week-bench.ts OTHER_TREE`)',
    how: "this checkout's `bench/week-bench.ts BASE` (15 s a case; per case this checkout, then the base)",
    run: async (context) => {
      const others = context.trees.filter((tree) => resolve(tree.root) !== resolve(HERE));
      const lines = await commandLines(
        join(HERE, 'bench', 'week-bench.ts'),
        others.map((tree) => tree.root),
      );
      return [{ rows: labelled(context, lines, 'tree') }];
    },
  },
  {
    name: 'browse',
    heading:
      '## Browsing: what an evening of pages costs in requests (`npx tsx bench/browse-evening-bench.ts`)',
    how: "each checkout's `bench/browse-evening-bench.ts` (runBrowseEveningBench), beside each other (counts only)",
    counting: true,
    run: async (context) => {
      const jobs = context.trees.map(
        (tree) => () =>
          ownBenchRows(
            { ...context, trees: [tree] },
            'browse-evening-bench',
            'runBrowseEveningBench',
            {
              rows: (result) => {
                const { visits, ...rest } = asRow(result);
                return Array.isArray(visits)
                  ? visits.map((visit) => ({ ...asRow(visit), ...rest }))
                  : [rest];
              },
            },
          ),
      );
      return [{ rows: (await inParallel(jobs)).flat() }];
    },
  },
];

/** Each tree's own bench command line run in that tree; its JSON lines. */
async function ownCommandRows(context: Context, file: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const tree of context.trees) {
    if (!context.hasBench(tree, file)) {
      rows.push(missing(tree, file));
      continue;
    }
    const finished = await runProcess(tsxOf(tree.root), [file], { cwd: tree.root });
    if (finished.code !== 0) throw failure(`${file} in ${tree.label}`, finished);
    rows.push(...jsonLines(finished.stdout).map((line) => ({ code: tree.label, ...line })));
  }
  return rows;
}

/** Runs the jobs at most one a core at a time. */
async function inParallel<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs.length, cpus().length) }, worker));
  return results;
}

// ---- main -----------------------------------------------------------------------------------------

function treeOf(root: string, role: 'base' | 'this'): Tree {
  const commit = execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], {
    encoding: 'utf8',
  }).trim();
  // Uncommitted changes are measured too: the label says so, since the commit alone is not the code.
  const dirty = execFileSync('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no'], {
    encoding: 'utf8',
  }).trim();
  return {
    root: resolve(root),
    commit,
    label: `${role} \`${commit}\`${dirty ? ' with uncommitted changes' : ''}`,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      only: { type: 'string', multiple: true },
      out: { type: 'string' },
      list: { type: 'boolean' },
    },
  });
  if (values.list) {
    for (const section of SECTIONS) process.stdout.write(`${section.name}\t${section.heading}\n`);
    return;
  }
  const out = values.out ? resolve(values.out) : BENCHMARKS_FILE;
  const trees = [...(values.base ? [treeOf(values.base, 'base')] : []), treeOf(HERE, 'this')];
  for (const tree of trees) {
    if (!existsSync(tsxOf(tree.root)))
      throw new Error(`${tree.root} has no node_modules (npm ci there first)`);
  }
  const unknown = (values.only ?? []).filter(
    (name) => !SECTIONS.some((section) => section.name === name),
  );
  if (unknown.length > 0)
    throw new Error(`no such section: ${unknown.join(', ')} (--list names them)`);
  const chosen = SECTIONS.filter((section) => !values.only || values.only.includes(section.name));
  // The timed sections first, on a machine no other section loads; the counting ones last.
  const ordered = [
    ...chosen.filter((section) => !section.counting),
    ...chosen.filter((section) => section.counting),
  ];
  const context: Context = {
    trees,
    hasBench: (tree, file) => existsSync(join(tree.root, file)),
  };
  const startedAt = Date.now();
  let failed = false;
  for (const section of ordered) {
    const began = new Date();
    const loadBefore = load();
    process.stdout.write(`side-by-side: ${section.name}... (load ${loadBefore})\n`);
    try {
      const tables = await section.run(context);
      const seconds = (Date.now() - began.getTime()) / 1000;
      const notes = keptNotes(existsSync(out) ? readFileSync(out, 'utf8') : '', section.heading);
      const markdown = sectionMarkdown(
        section,
        trees,
        tables,
        { startedAt: began, seconds, loadBefore, loadAfter: load() },
        notes,
      );
      writeSection(markdown, out);
      process.stdout.write(
        `${markdown}\nside-by-side: ${section.name} took ${Math.round(seconds)} s\n`,
      );
    } catch (error) {
      failed = true;
      process.stderr.write(
        `side-by-side: ${section.name} failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
    }
  }
  process.stdout.write(
    `side-by-side: all chosen sections in ${Math.round((Date.now() - startedAt) / 1000)} s\n`,
  );
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`side-by-side: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
