// A server under load in a child process of its own (so autocannon, in the parent, never shares
// its event loop), reporting the CPU it spent while measured. Used by the benchmarks that compare
// servers side by side: framework-cost.mjs and work-budget.mjs.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';

/** Child side: listens on loopback, tells the parent its port, and its CPU time between 'start' and 'stop'. */
export function serveToParent(server) {
  let started = process.cpuUsage();
  process.on('message', (message) => {
    if (message === 'start') started = process.cpuUsage();
    if (message === 'stop') process.send?.(process.cpuUsage(started));
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
}

/**
 * Parent side: forks `script` with `args` (it calls `serveToParent`), drives `path` with autocannon,
 * and answers the autocannon result with the server's user and system CPU µs per answered request.
 */
export async function measureChild(script, args, { path, connections, durationS }) {
  const child = fork(script, args);
  const [{ port }] = await once(child, 'message');
  child.send('start');
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: durationS,
  });
  child.send('stop');
  const [cpu] = await once(child, 'message');
  child.kill();
  // CPU per answer does not depend on how busy the machine is, nor on the load generator keeping up.
  const answered = result.requests.total;
  return { ...result, userPerRequest: cpu.user / answered, systemPerRequest: cpu.system / answered };
}

/** The middle value (the upper one of two): rounds interleave, so a busy moment hits every server. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
