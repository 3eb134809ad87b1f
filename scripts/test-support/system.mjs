// Small process helpers shared by the test runner's provisioning and PostgreSQL steps.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

export const isRoot = () => process.getuid?.() === 0;

/** Runs a command synchronously with inherited output; throws with the command line on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw new Error(`${command} ${args.join(' ')}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
  return result;
}

/** Like `run` but returns stdout and never throws; for probes. */
export function probe(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  return { ok: !result.error && result.status === 0, stdout: (result.stdout ?? '').trim() };
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Full path of an executable found on PATH, or null. */
export function which(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (isExecutable(file)) return file;
  }
  return null;
}

const PG_SERVER_TOOLS = ['initdb', 'pg_ctl', 'postgres'];

/**
 * The directory of the PostgreSQL server binaries: from PATH (following symlinks, so the
 * neighbouring createdb is found too), else the newest /usr/lib/postgresql/<version>/bin.
 */
export function findPostgresBin() {
  const initdb = which('initdb');
  if (initdb && PG_SERVER_TOOLS.every((tool) => which(tool))) return path.dirname(realpathSync(initdb));
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (PG_SERVER_TOOLS.every((tool) => isExecutable(path.join(bin, tool)))) return bin;
  }
  return null;
}
