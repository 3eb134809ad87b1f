// Types for the TypeScript callers of postgres.mjs (the click writer's outage test).
export const TEST_DATABASE: string;
export const OWNER_ROLE: string;
export const APP_ROLE: string;
export type TestPostgres = {
  /** The superuser's. */
  url: string;
  /** The role that owns the database and migrates it. */
  ownerUrl: string;
  /** The least-privilege role a server runs as (grants come with the migrations). */
  appUrl: string;
  /** Stops the server and deletes its data; safe to call twice. */
  stop: () => void;
  /** Stops the server, keeping its data (an outage). */
  halt: () => void;
  /** Starts the halted server again on the same port. */
  resume: () => void;
};
export function startPostgres(bin: string | null, onStop?: (stop: () => void) => void): Promise<TestPostgres>;
