/**
 * `npm run bench -- <name> [flags]`: api (GraphQL throughput), pages (Lighthouse, JavaScript
 * weight, server-render throughput) orders (checkout throughput on PostgreSQL), diamonds
 * (diamond search latency on PostgreSQL), diamond-index (the diamond search index's processor
 * time per search, no database), gold-change (a gold price set under 1,000 listings at once, and
 * re-pricing an index of 100,000 products), peer (this store beside Vendure, same load, same
 * run), cores (one worker beside a worker per core: pages drawn afresh and listings on
 * PostgreSQL), faults (PostgreSQL restarted, a store killed, mail refused) or soak (memory and
 * errors under mixed traffic). Figures go to bench/results/ and into the README by hand.
 */
const [name = 'api', ...args] = process.argv.slice(2);

if (name === 'api') {
  const { runApiBench } = await import('./api.ts');
  await runApiBench(args);
} else if (name === 'pages') {
  const { runPagesBench } = await import('./pages.ts');
  await runPagesBench(args);
} else if (name === 'orders') {
  const { runOrdersBench } = await import('./orders.ts');
  await runOrdersBench();
} else if (name === 'diamonds') {
  const { runDiamondsBench } = await import('./diamonds.ts');
  await runDiamondsBench();
} else if (name === 'diamond-index') {
  const { runDiamondIndexBench } = await import('./diamondIndex.ts');
  runDiamondIndexBench();
} else if (name === 'gold-change') {
  const { runGoldChangeBench } = await import('./goldChange.ts');
  await runGoldChangeBench();
} else if (name === 'peer') {
  const { runPeerBench } = await import('./peer.ts');
  await runPeerBench(args);
} else if (name === 'cores') {
  const { runCoresBench } = await import('./cores.ts');
  await runCoresBench(args);
} else if (name === 'faults') {
  const { runFaultsBench } = await import('./faults.ts');
  await runFaultsBench(args);
} else if (name === 'soak') {
  const { runSoakBench } = await import('./soak.ts');
  await runSoakBench(args);
} else {
  console.error(`Unknown benchmark "${name}". Use: api | pages | orders | diamonds | diamond-index | gold-change | peer | cores | faults | soak`);
  process.exit(2);
}
