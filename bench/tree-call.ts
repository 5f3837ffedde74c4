// One benchmark function of one checkout, called in a fresh process and its result printed as one
// JSON line: how bench/side-by-side.ts measures an older commit with that commit's own bench file
// (its `import.meta.url` guard keeps the file's own command line, which writes BENCHMARKS.md of
// that checkout, from running).
//   tsx bench/tree-call.ts TREE MODULE EXPORT [ARGS_JSON] [REPEAT]
// TREE/bench/MODULE.ts (or TREE/MODULE when MODULE is a path) is imported; EXPORT is called REPEAT times (default 1) with the ARGS_JSON
// array spread as its arguments; each result is printed as `{"result": ...}` on its own line.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [tree, module, name, argsJson = '[]', repeat = '1'] = process.argv.slice(2);
if (!tree || !module || !name) {
  process.stderr.write('usage: tsx bench/tree-call.ts TREE MODULE EXPORT [ARGS_JSON] [REPEAT]\n');
  process.exit(2);
}
// A path (test/headless/cli-bundle.ts) names any module of the checkout; a bare name, a bench.
const file = module.includes('/') ? join(tree, module) : join(tree, 'bench', `${module}.ts`);
const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
const run = loaded[name];
if (typeof run !== 'function') {
  process.stderr.write(`${file} exports no function ${name}\n`);
  process.exit(2);
}
const args = JSON.parse(argsJson) as unknown[];
for (let time = 0; time < Number(repeat); time++) {
  const result: unknown = await (run as (...values: unknown[]) => unknown)(...args);
  process.stdout.write(`${JSON.stringify({ result })}\n`);
}
// Benchmarks may leave a demo's or a service's sockets behind; the result is out, so stop here.
process.exit(0);
