import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { HeldAnswer, TrackedRecord } from '../engine/click-record';
import { journalLineOf } from './journal-line';

/*
 * The click journal (docs/tracking.md "Writing"): every click pushed to the writer is appended
 * to a file of this process before its answer leaves, so a click that was answered survives the
 * process dying (kill -9, the out-of-memory killer, a crash) and is stored by the next start.
 *
 * One write() per event-loop turn: the clicks decided in a turn are written together when it
 * ends (setImmediate), and their answers, held until then (`afterKept`), leave after it. No
 * fsync: a process that dies leaves what write() handed to the kernel in its page cache, which is
 * all a process crash needs; what a machine crash can lose is said in the docs.
 *
 * The file is cut into segments: the writer seals the current one when it takes its queue and
 * discards the sealed ones once every click in them is stored (or in an fsynced spool file), so
 * the journal holds about one batch interval of clicks, never a growing file.
 */

export type JournalOwner = Readonly<{ hostname: string; pid: number; startedAt: number }>;

/** The writer's log (WriterLog), named here so the writer can import the journal, not the reverse. */
type JournalLog = Record<'info' | 'warn' | 'error', (object: object, message: string) => void>;

export type ClickJournal = {
  /** The process whose files these are (its own are never recovered while it runs). */
  owner: JournalOwner;
  /** Adds a click to this turn's write. */
  append: (record: TrackedRecord) => void;
  /** Sends `answer` once this turn's clicks are written (at once if none are waiting). */
  afterKept: (answer: HeldAnswer) => void;
  /** Writes what is waiting and ends the current segment: the files holding every click appended so far. */
  seal: () => readonly string[];
  /** Removes sealed segments whose clicks are all stored or spooled. */
  discard: (segments: readonly string[]) => void;
  /** Writes what is waiting and closes the file (kept: its clicks are not stored yet). */
  close: () => void;
  /** Clicks answered although the journal could not be written (disk full, I/O error). */
  unjournaled: () => number;
};

const PREFIX = 'journal-';
const SUFFIX = '.ndjson';

/** This process, as its journal files name it (its pid alone is reused, e.g. by a restarted container). */
export function currentJournalOwner(): JournalOwner {
  return { hostname: hostname(), pid: process.pid, startedAt: Date.now() };
}

/** `journal-{host}_{pid}_{start}_{n}.ndjson`; the host name is encoded, so it cannot break the name. */
export function journalFileName(owner: JournalOwner, sequence: number): string {
  return `${PREFIX}${encodeURIComponent(owner.hostname)}_${owner.pid}_${owner.startedAt}_${sequence}${SUFFIX}`;
}

/** Who wrote a journal file; null for any other name. */
export function journalOwnerOf(name: string): JournalOwner | null {
  const match = /^journal-(.+)_(\d+)_(\d+)_\d+\.ndjson$/.exec(name);
  if (!match) return null;
  return { hostname: decodeURIComponent(match[1] ?? ''), pid: Number(match[2]), startedAt: Number(match[3]) };
}

export const isSameOwner = (a: JournalOwner, b: JournalOwner): boolean =>
  a.hostname === b.hostname && a.pid === b.pid && a.startedAt === b.startedAt;

/** write() may take less than all of a buffer; the rest follows until it is all in. */
function writeWhole(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSync(fd, bytes, offset);
    if (written === 0) throw new Error('the click journal took no bytes');
    offset += written;
  }
}

export function openClickJournal(
  dir: string,
  log: JournalLog,
  owner: JournalOwner = currentJournalOwner(),
): ClickJournal {
  mkdirSync(dir, { recursive: true });
  let waiting: TrackedRecord[] = [];
  let held: HeldAnswer[] = [];
  let scheduled = false;
  let sequence = 0;
  let segment: { path: string; fd: number } | null = null;
  /** Segments ended by a failed write, waiting for the next seal with the rest. */
  let ended: string[] = [];
  let failing = false;
  let unjournaled = 0;

  function openSegment(): { path: string; fd: number } {
    sequence += 1;
    const path = join(dir, journalFileName(owner, sequence));
    return { path, fd: openSync(path, 'a') };
  }

  function endSegment(): void {
    if (!segment) return;
    const { path, fd } = segment;
    segment = null;
    ended.push(path);
    try {
      closeSync(fd);
    } catch {
      // Linux releases the descriptor even when close reports an error; what was written stays.
    }
  }

  function writeWaiting(): void {
    if (waiting.length === 0) return;
    const records = waiting;
    waiting = [];
    let text = '';
    for (const record of records) text += `${journalLineOf(record)}\n`;
    try {
      segment ??= openSegment();
      writeWhole(segment.fd, Buffer.from(text));
      if (failing) log.info({}, 'click journal: written again');
      failing = false;
    } catch (error) {
      unjournaled += records.length;
      if (!failing) {
        log.error(
          { err: error, dir },
          'click journal: not written; answered clicks are lost if the process dies before they are stored',
        );
      }
      failing = true;
      // A write cut short leaves half a line: the next clicks start a file of their own.
      endSegment();
    }
  }

  /** An answer that throws (a header Node refuses) stops neither the turn's others nor the process. */
  function send(answer: HeldAnswer): void {
    try {
      answer.send();
    } catch (error) {
      log.error({ err: error }, 'tracking request failed');
    }
  }

  function endTurn(): void {
    scheduled = false;
    writeWaiting();
    const answers = held;
    held = [];
    for (const answer of answers) send(answer);
  }

  return {
    owner,
    append(record) {
      waiting.push(record);
      if (!scheduled) {
        scheduled = true;
        setImmediate(endTurn);
      }
    },
    afterKept(answer) {
      if (waiting.length === 0) send(answer);
      else held.push(answer);
    },
    seal() {
      writeWaiting();
      endSegment();
      const sealed = ended;
      ended = [];
      return sealed;
    },
    discard(segments) {
      try {
        for (const path of segments) rmSync(path, { force: true });
      } catch (error) {
        // Left behind, the file is replayed by the next start: its clicks count once all the same.
        log.warn({ err: error, dir }, 'click journal: a stored segment not removed');
      }
    },
    close() {
      endTurn();
      endSegment();
      ended = [];
    },
    unjournaled: () => unjournaled,
  };
}

/** The journal files in `dir` (any process's), by name. */
export function isJournalFile(name: string): boolean {
  return name.startsWith(PREFIX) && name.endsWith(SUFFIX);
}
