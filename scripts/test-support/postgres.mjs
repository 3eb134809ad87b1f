// A throwaway PostgreSQL for the API tests: fresh cluster in a temp dir, loopback only, trust
// auth, database affnet_test. PostgreSQL refuses to run as root, so as root the cluster runs as
// the `postgres` system user (created when missing). The database is owned by a role that may
// migrate (affnet_owner) and is used by a least-privilege role (affnet_app) as a server would
// be (docs/ARCHITECTURE.md "A least-privilege database role"); `url` is the superuser's.
import { appendFileSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isRoot, probe, run } from './system.mjs';

export const TEST_DATABASE = 'affnet_test';
const PG_USER = 'postgres';
/** Owns the database and runs the migrations. */
export const OWNER_ROLE = 'affnet_owner';
/** What the server runs as: rows of the tables, no DDL (granted by the migration step). */
export const APP_ROLE = 'affnet_app';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function ensureSystemUser() {
  if (probe('id', ['-u', PG_USER]).ok) return;
  console.log(`[postgres] creating the system user ${PG_USER}`);
  run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
}

/** Runs a PostgreSQL tool as the cluster owner (the postgres user when we are root). */
function runAsOwner(bin, tool, args, options = {}) {
  const file = path.join(bin, tool);
  if (isRoot()) return run('runuser', ['-u', PG_USER, '--', file, ...args], { cwd: '/', ...options });
  return run(file, args, options);
}

/**
 * The owner role (not a superuser) owns the test database, and so its `public` schema; the app
 * role may only connect. CREATE on `public` is taken from everyone, as PostgreSQL 15 does by
 * default, so an older server behaves the same.
 */
function createRolesAndDatabase(bin, port) {
  const server = ['-h', '127.0.0.1', '-p', String(port), '-U', PG_USER];
  const psql = (database, command) =>
    run(path.join(bin, 'psql'), [...server, '-d', database, '-v', 'ON_ERROR_STOP=1', '-qc', command]);
  psql('postgres', `create role ${OWNER_ROLE} login; create role ${APP_ROLE} login`);
  run(path.join(bin, 'createdb'), [...server, '-O', OWNER_ROLE, TEST_DATABASE]);
  psql(TEST_DATABASE, 'revoke create on schema public from public');
}

/**
 * Starts the cluster and creates the test database. `stop()` is synchronous so it can run from
 * signal handlers, and safe to call more than once; it is handed to `onStop` before anything is
 * created, so an interrupt during start-up cleans up too.
 */
export async function startPostgres(bin, onStop = () => {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'affnet-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'socket');
  const logFile = path.join(root, 'postgres.log');
  let started = false;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
      } catch (error) {
        console.error(`[postgres] stop failed: ${error.message}`);
      }
    }
    rmSync(root, { recursive: true, force: true });
    console.log(`[postgres] stopped and removed ${root}`);
  };
  onStop(stop);

  try {
    mkdirSync(socketDir);
    if (isRoot()) {
      ensureSystemUser();
      const uid = Number(probe('id', ['-u', PG_USER]).stdout);
      const gid = Number(probe('id', ['-g', PG_USER]).stdout);
      for (const dir of [root, socketDir]) chownSync(dir, uid, gid);
    }
    const port = await freePort();
    console.log(`[postgres] initdb in ${dataDir}${isRoot() ? ` as ${PG_USER}` : ''}`);
    runAsOwner(bin, 'initdb', ['-D', dataDir, '-U', PG_USER, '-A', 'trust', '-E', 'UTF8', '--no-locale'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // Settings go into the config file rather than on pg_ctl's shell-parsed -o line.
    // Durability is off: the cluster is thrown away after the run.
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${socketDir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 200',
        '',
      ].join('\n'),
    );
    console.log(`[postgres] starting on 127.0.0.1:${port}`);
    started = true;
    runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    createRolesAndDatabase(bin, port);
    const urlOf = (role) => `postgres://${role}@127.0.0.1:${port}/${TEST_DATABASE}`;
    const url = urlOf(PG_USER);
    console.log(`[postgres] ready: ${url}`);
    // An outage on demand (the click writer's spool test): the server stops and starts again on
    // the same port with the same data.
    const halt = () =>
      runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    const resume = () =>
      runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], {
        stdio: 'ignore',
      });
    return { url, ownerUrl: urlOf(OWNER_ROLE), appUrl: urlOf(APP_ROLE), stop, halt, resume };
  } catch (error) {
    probe('tail', ['-n', '30', logFile], { stdio: 'inherit' });
    stop();
    throw error;
  }
}
