import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../../src/db/client';
import type { ClickRecord } from '../../../src/tracking/engine/click-record';
import { type JournalOwner, openClickJournal } from '../../../src/tracking/writer/click-journal';
import { createClickWriter } from '../../../src/tracking/writer/click-writer';
import { createClickPipeline } from '../../../src/tracking/writer/index';
import { ownerGoneBy, recoverJournals } from '../../../src/tracking/writer/journal-recovery';
import { buildClickRecord, newClickWorld } from '../../helpers/click-records';
import { eventStoreOf, pipelinePartsOf } from '../../helpers/events';
import { openTestDatabase } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait-until';

/*
 * The click journal (docs/tracking.md "Writing"): answers wait for their clicks to be written to
 * it, it holds only what is not stored yet, and what a dead process left is stored once by the
 * next start, while a live process's journal is left alone.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function newDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'affnet-journal-'));
  dirs.push(dir);
  return dir;
}

const journalsIn = (dir: string) => readdirSync(dir).filter((name) => name.startsWith('journal-'));
const textOfJournals = (dir: string) =>
  journalsIn(dir)
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('');

function clicksOfNewWorld(count: number): { tenantId: string; records: ClickRecord[] } {
  const world = newClickWorld();
  return { tenantId: world.tenantId, records: Array.from({ length: count }, () => buildClickRecord(world)) };
}

async function storedCount(tenantId: string): Promise<number> {
  const result = await handle.db.execute(
    sql`select count(*)::int as n from clicks where tenant_id = ${tenantId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** A journal another process wrote (its owner given), holding `records`. */
function journalOf(dir: string, owner: JournalOwner, records: readonly ClickRecord[]): void {
  const journal = openClickJournal(dir, silent, owner);
  for (const record of records) journal.append(record);
  journal.close();
}

const neverGone = async () => false;
const alwaysGone = async () => true;

describe('answers and the journal', () => {
  test('an answer leaves only once its click is in the journal, at the end of the turn', async () => {
    const dir = newDir();
    const journal = openClickJournal(dir, silent);
    const { records } = clicksOfNewWorld(3);
    const journalAtSend: string[] = [];
    for (const record of records) {
      journal.append(record);
      journal.afterKept({ send: () => journalAtSend.push(textOfJournals(dir)) });
    }
    expect(journalAtSend).toEqual([]);
    await waitUntil(() => journalAtSend.length === 3);
    for (const text of journalAtSend) {
      for (const record of records) expect(text).toContain(record.id);
    }
    journal.close();
  });

  test('a journal that cannot be written holds no answer back, and counts the clicks', async () => {
    const dir = newDir();
    const journal = openClickJournal(dir, silent);
    rmSync(dir, { recursive: true });
    const [record] = clicksOfNewWorld(1).records;
    if (!record) throw new Error('no record');
    let sent = false;
    journal.append(record);
    journal.afterKept({ send: () => (sent = true) });
    await waitUntil(() => sent);
    expect(journal.unjournaled()).toBe(1);
    journal.close();
  });
});

describe('the journal of a running writer', () => {
  test('holds the clicks not stored yet, and nothing once they are', async () => {
    const dir = newDir();
    const journal = openClickJournal(dir, silent);
    const writer = createClickWriter(eventStoreOf(handle.db), {
      spoolDir: dir,
      log: silent,
      intervalMs: 60_000,
      journal,
    });
    // The drain every writer starts with is over: only the flushes below drain (a long interval).
    await writer.flush();
    for (const round of [1, 2]) {
      const { tenantId, records } = clicksOfNewWorld(50);
      for (const record of records) writer.push(record);
      await waitUntil(() => textOfJournals(dir).split('\n').length === 51);
      await writer.flush();
      expect(await storedCount(tenantId), `round ${round}`).toBe(50);
      expect(journalsIn(dir), `round ${round}`).toEqual([]);
    }
    await writer.stop();
  });

  test('keeps a segment whose clicks were lost, and the next start stores them once', async () => {
    const dir = newDir();
    const journal = openClickJournal(dir, silent);
    const writer = createClickWriter(eventStoreOf(handle.db), {
      spoolDir: dir,
      log: silent,
      maxQueued: 5,
      journal,
    });
    const { tenantId, records } = clicksOfNewWorld(8);
    for (const record of records) writer.push(record);
    await writer.stop();
    expect(writer.stats()).toMatchObject({ written: 5, lost: 3 });
    expect(journalsIn(dir)).toHaveLength(1);

    expect(await recoverJournals(dir, alwaysGone, silent)).toBe(8);
    const next = createClickWriter(eventStoreOf(handle.db), { spoolDir: dir, log: silent });
    await next.stop();
    expect(next.stats().written).toBe(3);
    expect(await storedCount(tenantId)).toBe(8);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('a journal left by a process', () => {
  const here = (pid: number, startedAt = Date.now()): JournalOwner => ({
    hostname: hostname(),
    pid,
    startedAt,
  });

  test('that died is stored once by the next start, without the line its death cut short', async () => {
    const dataDir = newDir();
    const spoolDir = join(dataDir, 'spool');
    const { tenantId, records } = clicksOfNewWorld(20);
    // A process that had this process's pid before (a restarted container): not this one.
    journalOf(spoolDir, here(process.pid, 1), records);
    const [name] = journalsIn(spoolDir);
    appendFileSync(join(spoolDir, name ?? ''), '["cut short by the kill');

    const pipeline = await createClickPipeline(pipelinePartsOf(handle.db), { dataDir }, silent);
    // Stored when the pipeline is ready, which is before the server listens.
    expect(await storedCount(tenantId)).toBe(20);
    expect(pipeline.writer.stats().written).toBe(20);
    await pipeline.stop();
    // Nothing left to replay a second time.
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  test('that still runs is left alone, on this host and on another', async () => {
    const dir = newDir();
    const otherHost = `host-${randomUUID()}`;
    const otherPid = 4242;
    journalOf(dir, here(process.ppid), clicksOfNewWorld(2).records);
    journalOf(dir, { hostname: otherHost, pid: otherPid, startedAt: 1 }, clicksOfNewWorld(3).records);
    const gone = ownerGoneBy(handle.db);
    await handle.db.execute(
      sql`insert into tracking_nodes (id, hostname, pid) values (${randomUUID()}, ${otherHost}, ${otherPid})`,
    );
    expect(await recoverJournals(dir, gone, silent)).toBe(0);
    expect(journalsIn(dir)).toHaveLength(2);

    // The other host's heartbeat stops: its journal is then another start's to store.
    await handle.db.execute(
      sql`update tracking_nodes set seen_at = now() - interval '1 minute' where hostname = ${otherHost}`,
    );
    expect(await recoverJournals(dir, gone, silent)).toBe(3);
    expect(journalsIn(dir)).toHaveLength(1);
    expect(await recoverJournals(dir, neverGone, silent)).toBe(0);
  });
});
