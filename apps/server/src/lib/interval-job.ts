/*
 * A job every server process runs on a timer (scheduled offer changes, validation deadlines):
 * the work claims its rows, so processes never share one. A run never overlaps the previous
 * one; a failed run is logged and the next one tries again; the timer does not keep the
 * process alive, and stopping waits for the run under way.
 */

export type IntervalJob = { stop: () => Promise<void> };

type ErrorLog = { error: (details: { err: unknown }, message: string) => void };

/** Runs `run` now and every `intervalMs` until stopped; a failure is logged as "`name` run failed". */
export function startIntervalJob(
  name: string,
  run: () => Promise<unknown>,
  intervalMs: number,
  log: ErrorLog,
): IntervalJob {
  let current: Promise<void> | null = null;
  const tick = () => {
    if (current) return;
    current = run()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${name} run failed`))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
