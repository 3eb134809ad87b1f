import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { CapKey, ClickRecord, ImpressionRecord, TrackedRecord } from '../engine/click-record';

/*
 * The on-disk spool (docs/tracking.md "Writing"): batches the database could not take, one file
 * per batch, JSON lines. A file is written under a temporary name, synced and then renamed, so a
 * file with the final name is always whole: a crash mid-write leaves only a `.tmp` that nobody
 * replays (its records are the crash-loss window). Any process may replay any file: the batch
 * statement skips ids already stored, so a file replayed twice, or by two processes at once,
 * counts once.
 */

const SUFFIX = '.ndjson';
let sequence = 0;

/** Where the spool lives inside DATA_DIR. */
export function spoolDirFor(dataDir: string): string {
  return join(dataDir, 'spool');
}

/** Writes one batch as a new spool file; resolves once it is on disk under its final name. */
export async function spoolBatch(
  dir: string,
  records: readonly TrackedRecord[],
  kind = 'clicks',
): Promise<void> {
  await mkdir(dir, { recursive: true });
  sequence += 1;
  const name = `${kind}-${Date.now()}-${process.pid}-${sequence}`;
  const temporary = join(dir, `${name}.tmp`);
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(records.map((record) => JSON.stringify(record)).join('\n'));
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, join(dir, `${name}${SUFFIX}`));
}

/** The whole spool files waiting to be written, oldest first (names start with their time). */
export async function listSpoolFiles(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names
      .filter((name) => name.startsWith('clicks-') && name.endsWith(SUFFIX))
      .sort()
      .map((name) => join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

type StoredCapKey = Omit<CapKey, 'periodStart'> & { periodStart: string };
type StoredClick = Omit<ClickRecord, 'clickedAt' | 'capKeys'> & {
  clickedAt: string;
  capKeys: StoredCapKey[];
};

type StoredImpression = Omit<ImpressionRecord, 'shownAt'> & { shownAt: string };

/** A spooled record (the JSON of a click or an impression, told apart by `kind`). */
function reviveRecord(line: string): TrackedRecord {
  const stored = JSON.parse(line) as StoredClick | StoredImpression;
  if (stored.kind === 'impression') return { ...stored, shownAt: new Date(stored.shownAt) };
  return {
    ...stored,
    clickedAt: new Date(stored.clickedAt),
    capKeys: stored.capKeys.map((key) => ({ ...key, periodStart: new Date(key.periodStart) })),
  } satisfies ClickRecord;
}

/** The records of a spool file; null when another process replayed and removed it meanwhile. */
export async function readSpoolFile(path: string): Promise<TrackedRecord[] | null> {
  try {
    const text = await readFile(path, 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map(reviveRecord);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Renames a file no process can read to `….ndjson.bad`, for a person to look at. */
export async function setSpoolFileAside(path: string): Promise<void> {
  await rename(path, `${path}.bad`).catch(() => undefined);
}

export function removeSpoolFile(path: string): Promise<void> {
  return rm(path, { force: true });
}
