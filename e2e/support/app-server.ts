import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_PASSWORD, E2E_USERS, RESET_USER, SUSPENDED_TENANT } from './accounts';

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SERVER_ENTRY = 'apps/server/src/server.ts';
const CLI_ENTRY = 'apps/server/src/cli/main.ts';

export type AppServer = { baseURL: string; port: number; dataDir: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server's environment: PGlite in a fresh dir, never a DATABASE_URL inherited from the shell. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  delete env.DEMO;
  delete env.INIT_CWD;
  return env;
}

async function cli(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  try {
    await execFileAsync(process.execPath, ['--import', 'tsx', CLI_ENTRY, ...args], { cwd: ROOT, env });
  } catch (error) {
    const { message, stdout = '', stderr = '' } = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`CLI ${args.join(' ')} failed: ${message}\n${stdout}${stderr}`);
  }
}

/**
 * Seeds the data dir through the operator CLI. PGlite allows one process per data dir, so this
 * runs before the server starts. `db seed-demo` creates the default tenant (serving localhost).
 */
async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  await cli(['db', 'seed-demo'], env);
  const t = SUSPENDED_TENANT;
  await cli(
    ['tenant', 'create', '--name', t.name, '--slug', t.slug, '--domain', t.domain].concat([
      '--support-email',
      t.supportEmail,
      '--status',
      'suspended',
    ]),
    env,
  );
  // Partners get a company named after them: the reset account's must differ from "E2E publisher",
  // which the offer specs pick by name.
  const accounts = [
    ...Object.entries(E2E_USERS).map(([role, email]) => [role, email, `E2E ${role}`]),
    ['publisher', RESET_USER, 'E2E password resetter'],
  ];
  for (const [role, email, name] of accounts) {
    await cli(
      ['user', 'create', '--tenant', 'default', '--email', `${email}`, '--password', E2E_PASSWORD].concat([
        '--role',
        `${role}`,
        '--name',
        `${name}`,
      ]),
      env,
    );
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '');
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logTail()}`);
    try {
      const response = await fetch(`${url}/api/v1/app`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url}/api/v1/app within 60 s:\n${logTail()}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Where global-setup.ts left the seeded data dir each server starts from a copy of. */
export const SEEDED_DATA_DIR_ENV = 'E2E_SEEDED_DATA_DIR';

/**
 * Seeds a PGlite data dir once for the whole run (global-setup.ts). The seed is the same for every
 * server and takes tens of seconds of CPU: each worker, and each restart after a failure, copies
 * it instead of seeding again. Nothing in it depends on the port a server listens on.
 */
export async function seedDataDir(): Promise<{ dataDir: string; remove: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-e2e-seed-'));
  try {
    await seed(serverEnv({ DATA_DIR: dataDir }));
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

function copySeededDataDir(): string {
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  if (!seeded || !existsSync(seeded)) {
    throw new Error(`${SEEDED_DATA_DIR_ENV} names no seeded data dir: run through e2e/playwright.config.ts`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'affnet-e2e-'));
  cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** Runs the real server on a copy of the seeded data dir, serving the built web app. */
export async function startAppServer(smtpUrl: string): Promise<AppServer> {
  const dataDir = copySeededDataDir();
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = serverEnv({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'affnet e2e <no-reply@e2e.test>',
    // Publisher postbacks may call receivers a spec starts on loopback (any port): tracking-flow.
    POSTBACK_ALLOW_HOSTS: '127.0.0.1',
    // A network's own mail server may be an SMTP listener a spec starts on loopback: mail-settings.
    SMTP_ALLOW_HOSTS: '127.0.0.1',
  });
  let child: ChildProcess | undefined;
  try {
    const log = createWriteStream(logFile);
    child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    if (process.env.E2E_SERVER_LOG) {
      child.stdout?.pipe(process.stdout);
      child.stderr?.pipe(process.stderr);
    }
    await waitUntilReady(baseURL, child, logFile);
  } catch (error) {
    if (child) await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = child;
  return {
    baseURL,
    port,
    dataDir,
    stop: async () => {
      await stopProcess(running);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
