// `npm run test:security`: runs the electronegativity scanner over the app's sources (electron/ and
// renderer/, not the bundled out/) and fails on any HIGH or MEDIUM finding. The scanner always exits
// 0, so its CSV report is what decides. A finding reviewed and judged false is disabled at its line
// with an `eng-disable` comment saying why.
//
// Both folders are scanned in one run (copied side by side under test-results/) because the
// scanner's global checks (navigation limits, permission handler, CSP) need to see main and renderer
// together. `-e` pins the Electron version and the release-list check is excluded: both would go
// online. The scanner still tries to fetch translations once and carries on without them.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  describeFinding,
  isBlocking,
  parseReport,
  ReportError,
  type Finding,
} from './electronegativity-report';
import { errorText } from '../../shared/error-text';

const ELECTRON_VERSION = '45.4.1';
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE_FILE = /\.(ts|tsx|js|jsx|mjs|cjs|html)$/;

export interface ScanOptions {
  /** Folders scanned together, each copied under its own name. */
  folders: string[];
  /** Where the copies go (emptied first). */
  workDir: string;
  report: string;
}

export type ScanResult =
  { ok: true; findings: Finding[]; blocking: Finding[] } | { ok: false; error: string };

function scannerEntry(): string {
  const require = createRequire(import.meta.url);
  const manifestPath = require.resolve('@doyensec/electronegativity/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.electronegativity;
  if (!bin) throw new Error('electronegativity has no command line entry');
  return join(dirname(manifestPath), bin);
}

function copySources(folders: string[], target: string): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  for (const folder of folders) {
    cpSync(folder, join(target, folder.split(/[\\/]/).filter(Boolean).at(-1) ?? 'src'), {
      recursive: true,
      filter: (source) =>
        !/[\\/](node_modules|out|dist)([\\/]|$)/.test(source) &&
        (SOURCE_FILE.test(source) || !/\.[a-z0-9]+$/i.test(source)),
    });
  }
}

/** A damaged report says nothing about the sources: scan again, a few times at most. */
export function scan(options: ScanOptions, attempts = 3): ScanResult {
  let result = scanOnce(options);
  for (let attempt = 1; attempt < attempts && !result.ok; attempt += 1) result = scanOnce(options);
  return result;
}

function scanOnce(options: ScanOptions): ScanResult {
  const sources = join(options.workDir, 'sources');
  copySources(options.folders, sources);
  rmSync(options.report, { force: true });
  const args = ['-i', sources, '-e', ELECTRON_VERSION, '-x', 'AvailableSecurityFixesGlobalCheck'];
  const run = spawnSync(process.execPath, [scannerEntry(), ...args, '-o', options.report, '-r'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
    // The scanner writes the CSV header and the rows with two unsynchronised fs.writeFile calls
    // (truncating, then appending). On a pool of several threads the header can land over the rows
    // or truncate them; one thread runs the two in the order they were issued.
    env: { ...process.env, UV_THREADPOOL_SIZE: '1' },
  });
  if (run.error || !existsSync(options.report)) {
    const why = run.error?.message ?? `exit ${run.status}`;
    return {
      ok: false,
      error: `electronegativity did not produce a report (${why})\n${run.stdout}${run.stderr}`,
    };
  }
  try {
    const findings = parseReport(readFileSync(options.report, 'utf8'));
    return { ok: true, findings, blocking: findings.filter(isBlocking) };
  } catch (error) {
    return { ok: false, error: error instanceof ReportError ? error.message : String(error) };
  }
}

function main(): number {
  const report = join(ROOT, 'test-results', 'electronegativity.csv');
  const result = scan({
    folders: [join(ROOT, 'electron'), join(ROOT, 'renderer')],
    workDir: join(ROOT, 'test-results', 'electronegativity'),
    report,
  });
  if (!result.ok) {
    console.error(result.error);
    return 1;
  }
  const notes = result.findings.filter((finding) => !isBlocking(finding));
  if (notes.length > 0) {
    console.log(
      `electronegativity: ${notes.length} low or informational finding(s), not blocking:`,
    );
    for (const finding of notes) console.log(`  ${describeFinding(finding)}`);
  }
  const reportPath = relative(ROOT, report);
  if (result.blocking.length > 0) {
    console.error(
      `electronegativity: ${result.blocking.length} HIGH/MEDIUM finding(s) (report: ${reportPath}):`,
    );
    for (const finding of result.blocking) console.error(`  ${describeFinding(finding)}`);
    return 1;
  }
  console.log(`electronegativity: no HIGH or MEDIUM findings (report: ${reportPath})`);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`The security scan failed: ${errorText(error)}`);
    process.exitCode = 1;
  }
}
