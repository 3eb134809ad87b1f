import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/*
 * The real server (apps/server/src/server.ts) in a child process of its own, as production runs
 * it, for tests that must end a process the way a crash does. Its log is kept for the failure
 * message.
 */

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the server wrote to stdout and stderr so far. */
  log: () => string;
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Its own DATA_DIR, and DATABASE_URL when given (else the embedded database in DATA_DIR). */
export async function startServerProcess(env: {
  DATA_DIR: string;
  DATABASE_URL?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    DEMO: '0',
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready once it answers; the test's timeout bounds the wait.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/api/v1/app`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, log: () => output };
    await delay(100);
  }
}

/** Resolves when the process has ended (at once if it already has). */
export async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit');
}

/** A clean stop: SIGTERM, then the server writes what it holds and exits. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  const ended = exited(server.child);
  server.child.kill('SIGTERM');
  await ended;
}
