// Types for the TypeScript callers of postgres.mjs (the click writer's outage test).
export const TEST_DATABASE: string;
export type TestPostgres = {
  url: string;
  /** Stops the server and deletes its data; safe to call twice. */
  stop: () => void;
  /** Stops the server, keeping its data (an outage). */
  halt: () => void;
  /** Starts the halted server again on the same port. */
  resume: () => void;
};
export function startPostgres(bin: string | null, onStop?: (stop: () => void) => void): Promise<TestPostgres>;
