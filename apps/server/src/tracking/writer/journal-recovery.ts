import { readdir, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';
import type { TrackedRecord } from '../engine/click-record';
import { isJournalFile, isSameOwner, type JournalOwner, journalOwnerOf } from './click-journal';
import { spoolBatch } from './click-spool';
import type { WriterLog } from './click-writer';
import { reviveJournalLine } from './journal-line';
import { LIVE_WITHIN_SECONDS } from './tracking-node';

/*
 * The journals a process left when it died (docs/tracking.md "Writing"): each is turned into a
 * spool file (written whole and fsynced, click-spool.ts) and then removed, so the writer's spool
 * replay stores its clicks. A crash between the two leaves both; the batch statement skips ids
 * already stored, so the clicks still count once. A journal whose process still runs (several
 * processes may share DATA_DIR) is left alone: it is that process's to discard.
 */

/** Whether the process that wrote a journal is gone; a doubt answers false (it is asked again later). */
export type OwnerGone = (owner: JournalOwner) => Promise<boolean>;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * On this host a journal's process is gone when its pid is (our own pid is a previous process's
 * that had it: ours are never asked about). On another host sharing DATA_DIR, when its heartbeat
 * in `tracking_nodes` is older than a live node's (docs/tracking.md "Caps in memory").
 */
export function ownerGoneBy(db: Database): OwnerGone {
  const here = hostname();
  return async (owner) => {
    if (owner.hostname === here) return owner.pid === process.pid || !isProcessAlive(owner.pid);
    try {
      const result = await db.execute(sql`
        select 1 from tracking_nodes where hostname = ${owner.hostname} and pid = ${owner.pid}
        and seen_at > now() - make_interval(secs => ${LIVE_WITHIN_SECONDS}) limit 1`);
      return rowsOf<unknown>(result).length === 0;
    } catch {
      return false;
    }
  };
}

/** The whole lines of a journal; a line cut by the crash (never answered) is counted, not read. */
function readJournal(text: string): { records: TrackedRecord[]; cut: number } {
  const records: TrackedRecord[] = [];
  let cut = 0;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      records.push(reviveJournalLine(line));
    } catch {
      cut += 1;
    }
  }
  return { records, cut };
}

async function readJournalFile(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    // Another process starting at the same moment recovered it first.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function journalNames(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter(isJournalFile).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Moves the journals of processes that are gone into the spool; `self` (this process's own) are
 * skipped. Answers how many clicks it moved.
 */
export async function recoverJournals(
  dir: string,
  isGone: OwnerGone,
  log: WriterLog,
  self?: JournalOwner,
): Promise<number> {
  let moved = 0;
  for (const name of await journalNames(dir)) {
    const owner = journalOwnerOf(name);
    if (!owner || (self && isSameOwner(owner, self)) || !(await isGone(owner))) continue;
    const path = join(dir, name);
    const text = await readJournalFile(path);
    if (text === null) continue;
    const { records, cut } = readJournal(text);
    if (cut > 0) log.warn({ file: name, lines: cut }, 'click journal: lines cut short by the crash skipped');
    if (records.length > 0) await spoolBatch(dir, records);
    await rm(path, { force: true });
    moved += records.length;
  }
  if (moved > 0) log.warn({ clicks: moved }, 'click journal: clicks of a process that died are replayed');
  return moved;
}
