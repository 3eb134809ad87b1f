// A throwaway PostgreSQL for the API tests: fresh cluster in a temp dir, loopback only, trust
// auth, database affnet_test. PostgreSQL refuses to run as root, so as root the cluster runs as
// the `postgres` system user (created when missing).
import { appendFileSync, chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isRoot, probe, run } from './system.mjs';

export const TEST_DATABASE = 'affnet_test';
const PG_USER = 'postgres';

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
    run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', PG_USER, TEST_DATABASE]);
    const url = `postgres://${PG_USER}@127.0.0.1:${port}/${TEST_DATABASE}`;
    console.log(`[postgres] ready: ${url}`);
    // An outage on demand (the click writer's spool test): the server stops and starts again on
    // the same port with the same data.
    const halt = () =>
      runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' });
    const resume = () =>
      runAsOwner(bin, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], {
        stdio: 'ignore',
      });
    return { url, stop, halt, resume };
  } catch (error) {
    probe('tail', ['-n', '30', logFile], { stdio: 'inherit' });
    stop();
    throw error;
  }
}
