const [tree, goals] = [process.argv[2]!, Number(process.argv[3] ?? 100)];
const { runLatencyBench } = await import(`${tree}/bench/latency-bench.ts`);
const r = await runLatencyBench(goals);
console.log(JSON.stringify({ tree, ...r }));
