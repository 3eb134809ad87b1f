import { expect, test } from 'vitest';
import { startIntervalJob } from './interval-job';

/** A run that stays under way until `finish` is called. */
function heldRun() {
  let finish = () => {};
  let starts = 0;
  const run = () => {
    starts += 1;
    return new Promise<void>((resolve) => {
      finish = resolve;
    });
  };
  return { run, finish: () => finish(), starts: () => starts };
}

const silentLog = { error: () => {} };

test('runs at once, never overlaps a run under way, and stop waits for it', async () => {
  const held = heldRun();
  // An interval of 1 ms: ticks come while the first run is held, and must not start another.
  const job = startIntervalJob('test job', held.run, 1, silentLog);
  expect(held.starts()).toBe(1);
  // A second job on the same interval counts the ticks that came while the first was held.
  let ticks = 0;
  const clock = startIntervalJob(
    'clock',
    async () => {
      ticks += 1;
    },
    1,
    silentLog,
  );
  await expect.poll(() => ticks).toBeGreaterThanOrEqual(5);
  await clock.stop();
  expect(held.starts()).toBe(1);
  let stopped = false;
  const stopping = job.stop().then(() => {
    stopped = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(stopped).toBe(false);
  held.finish();
  await stopping;
  expect(stopped).toBe(true);
});

test('a failed run is logged under the job’s name and the job goes on', async () => {
  const logged: string[] = [];
  let runs = 0;
  const job = startIntervalJob(
    'deadline job',
    async () => {
      runs += 1;
      throw new Error('database away');
    },
    1,
    { error: (_details, message) => logged.push(message) },
  );
  await expect.poll(() => runs).toBeGreaterThanOrEqual(2);
  await job.stop();
  expect(logged[0]).toBe('deadline job run failed');
});
