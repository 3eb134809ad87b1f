// Figures the benchmarks print: elapsed seconds, and percentiles of a list of timings in milliseconds, rounded
// to two decimals below 10 ms and to whole milliseconds above.

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Seconds since `since` (a Date.now()), one decimal. */
export const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

export const roundMs = (ms) => (ms < 10 ? Number(ms.toFixed(2)) : Math.round(ms));

/** p50, p95 and p99 of `timings` (ms), with the name and how many there were. */
export function figuresOf(name, timings) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    name,
    runs: sorted.length,
    p50: roundMs(percentile(sorted, 50)),
    p95: roundMs(percentile(sorted, 95)),
    p99: roundMs(percentile(sorted, 99)),
  };
}

/** How long `call` took, in ms. */
export async function timed(call) {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

/** One warm-up, then `runs` timed calls one after another; prints and answers their figures. */
export async function timeRuns(name, call, runs) {
  await call();
  const timings = [];
  for (let run = 0; run < runs; run += 1) timings.push(await timed(call));
  const figures = figuresOf(name, timings);
  console.log(`[measure] ${name}: p50 ${figures.p50} ms, p95 ${figures.p95} ms`);
  return figures;
}
