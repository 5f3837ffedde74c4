import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoService } from '../electron/demo/server';
import { newMatchMessage } from '../test/fixtures/hostile-bodies';

const root = process.argv[2]!;
const perSecond = Number(process.argv[3] ?? 10000);
const demo = await startDemoService({ seed: 9, clockMode: 'manual' });
const [flooded, quiet] = demo.world.matches('football').filter((m) => m.phase === 'live');
const state = mkdtempSync(join(tmpdir(), 'fp-'));
const child = spawn(process.execPath, ['--import', 'tsx', ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir', '/tmp/prof/out'] : []), 'electron/headless/cli.ts', '--json', '--state-dir', state, '--base-url', demo.url, '--api-key', demo.apiKey, '--follow', `football:${flooded!.homeTeamId}`, '--follow', `football:${quiet!.homeTeamId}`], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
const lines: any[] = [];
let buf = '';
child.stdout.on('data', (d) => { buf += d; let i; while ((i = buf.indexOf('\n')) >= 0) { const l = buf.slice(0, i); buf = buf.slice(i + 1); try { const o = JSON.parse(l); o.t = Date.now(); lines.push(o); } catch {} } });
child.stderr.on('data', (d) => process.stderr.write(d));
const until = async (p: () => boolean, ms = 60000) => { const d = Date.now() + ms; while (!p()) { if (Date.now() > d) return false; await new Promise((r) => setTimeout(r, 20)); } return true; };
await until(() => lines.some((l) => l.type === 'score' && l.matchId === quiet!.id));
const cpu = () => { const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8'); const x = f.slice(f.lastIndexOf(')') + 2).split(' '); return (Number(x[11]) + Number(x[12])) / 100; };
const cpu0 = cpu();
const total = perSecond * 5; const t0 = Date.now(); let sent = 0; let goalAt = 0;
while (sent < total) {
  const due = Math.min(total, Math.ceil(((Date.now() - t0) / 1000) * perSecond));
  for (; sent < due; sent++) demo.world.pushRaw(newMatchMessage(900000 + sent, { home: flooded!.homeTeamId, away: 900000 + sent }));
  if (!goalAt && Date.now() - t0 > 2000) { goalAt = Date.now(); demo.world.score('football', quiet!.id, 'home'); }
  await new Promise((r) => setTimeout(r, 10));
}
const floodEnd = Date.now();
const termAt = Date.now();
child.kill('SIGTERM');
const exited = await new Promise<number>((r) => child.on('exit', () => r(Date.now())));
const goal = lines.find((l) => l.type === 'notification' && l.matchId === quiet!.id);
console.log(lines.filter((l) => l.type !== 'notification' && l.type !== 'score' || l.matchId === quiet!.id).map((l) => JSON.stringify(l).slice(0, 300)).join('\n'));
console.log(JSON.stringify({ sent, floodMs: floodEnd - t0, cpu: cpu0, notifications: lines.filter((l) => l.type === 'notification' && !l.update).length, goalDelayMs: goal ? goal.t - goalAt : null, sigtermToExitMs: exited - termAt }));
await demo.close();
