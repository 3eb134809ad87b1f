import pg from 'pg';

/*
 * pg queues a statement sent on a connection that is still running one and warns ("Calling
 * client.query() when the client is already executing a query is deprecated", removed in pg@9).
 * The warning is printed once per process, so a test cannot wait for it; this watches every
 * connection's statements instead and records each one sent while another was still running.
 */

type QueryFn = (...args: unknown[]) => unknown;

export type QueryOverlapWatch = {
  /** The SQL of each statement sent on a connection that was still running another. */
  overlaps: string[];
  stop: () => void;
};

function sqlOf(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : String(first);
}

export function watchQueryOverlap(): QueryOverlapWatch {
  const prototype = pg.Client.prototype as unknown as { query: QueryFn };
  const original = prototype.query;
  const running = new WeakMap<object, number>();
  const overlaps: string[] = [];
  prototype.query = function query(this: object, ...args: unknown[]) {
    const count = running.get(this) ?? 0;
    if (count > 0) overlaps.push(sqlOf(args).slice(0, 120));
    const result = original.apply(this, args);
    // Only promise calls are tracked (Drizzle's); the pool's own callback calls are one at a time.
    if (result instanceof Promise) {
      running.set(this, count + 1);
      const settle = () => running.set(this, (running.get(this) ?? 1) - 1);
      result.then(settle, settle);
    }
    return result;
  };
  return {
    overlaps,
    stop: () => {
      prototype.query = original;
    },
  };
}
