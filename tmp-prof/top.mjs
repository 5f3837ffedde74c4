import { readFileSync, readdirSync } from 'node:fs';
const dir = process.argv[2];
for (const f of readdirSync(dir)) {
  const p = JSON.parse(readFileSync(`${dir}/${f}`, 'utf8'));
  const self = new Map(); const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const dt = p.timeDeltas; const counts = new Map();
  p.samples.forEach((s, i) => counts.set(s, (counts.get(s) ?? 0) + (dt[i] ?? 0)));
  let total = 0;
  for (const [id, t] of counts) { const n = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + t); total += t; }
  console.log(f, 'total ms', Math.round(total / 1000));
  [...self].sort((a, b) => b[1] - a[1]).slice(0, 30).forEach(([k, t]) => console.log((t / 1000).toFixed(0).padStart(8), k));
}
