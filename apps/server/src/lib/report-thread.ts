import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { type Database, openDatabase } from '../db/client';
import { sqlStateOf } from '../db/sql-state';
import { AppError } from './app-error';
import type { ReportJobs } from './report-jobs';
import type { FromThread, ReportTask, ThreadError, ToThread } from './report-threads';

/*
 * One report thread (report-threads.ts starts them): runs the jobs it is sent on a connection of
 * its own, answers values, and CSV text a chunk at a time when asked for the next one. It lowers
 * its own CPU priority first: on Linux a thread has a nice value of its own, so the click path's
 * thread keeps the CPU when both want it, and the report takes what is left.
 */

type ThreadData = { databaseUrl: string; statementTimeoutMs: number; nice: number };

/** Text sent at a time: big enough that a message is cheap next to the rows it carries. */
const CHUNK_CHARS = 64 * 1024;

const port = parentPort;
if (!port) throw new Error('report-thread.ts runs as a worker thread');
const data = workerData as ThreadData;

lowerPriority(data.nice);
const handle = openDatabase({
  databaseUrl: data.databaseUrl,
  poolSize: 1,
  reportPool: { size: 1, statementTimeoutMs: data.statementTimeoutMs },
});
const db: Database = handle.reportDb;

/** The CSV jobs under way: the main thread asks for each next chunk, or cancels. */
const streams = new Map<number, CsvStream>();

type CsvStream = { asked: () => void; cancel: () => void };

function lowerPriority(nice: number): void {
  if (nice <= 0 || process.platform !== 'linux') return;
  try {
    // /proc/thread-self is this thread's own entry: "<pid>/task/<tid>".
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    setPriority(tid, nice);
  } catch {
    // Not permitted or not available: the thread runs at the process's priority.
  }
}

function send(message: FromThread, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

function threadErrorOf(error: unknown): ThreadError {
  if (error instanceof AppError) {
    return { message: error.message, appCode: error.code, fieldErrors: error.fieldErrors };
  }
  const message = error instanceof Error ? error.message : String(error);
  const code = sqlStateOf(error);
  return code ? { message, code } : { message };
}

async function jobsOf(url: string): Promise<ReportJobs<Record<string, never>, Record<string, never>>> {
  const module = (await import(url)) as {
    REPORT_JOBS?: ReportJobs<Record<string, never>, Record<string, never>>;
  };
  if (!module.REPORT_JOBS) throw new Error(`${url} exports no REPORT_JOBS`);
  return module.REPORT_JOBS;
}

async function runValue(id: number, task: ReportTask): Promise<void> {
  const jobs = await jobsOf(task.url);
  const job = jobs.values[task.name] as ((db: Database, input: unknown) => Promise<unknown>) | undefined;
  if (!job) throw new Error(`no report job ${task.name}`);
  send({ type: 'value', id, value: await job(db, task.input) });
}

async function runCsv(id: number, task: ReportTask): Promise<void> {
  const jobs = await jobsOf(task.url);
  const job = jobs.csv[task.name] as ((db: Database, input: unknown) => Promise<Readable>) | undefined;
  if (!job) throw new Error(`no report job ${task.name}`);
  const text = await job(db, task.input);
  let credit = 0;
  let cancelled = false;
  let wake: (() => void) | null = null;
  streams.set(id, {
    asked: () => {
      credit += 1;
      wake?.();
    },
    cancel: () => {
      cancelled = true;
      text.destroy();
      wake?.();
    },
  });
  send({ type: 'ready', id });
  const encoder = new TextEncoder();
  let pieces: string[] = [];
  let size = 0;
  /** Sends what is gathered once the main thread has asked for it; false when cancelled. */
  const handOver = async (): Promise<boolean> => {
    while (credit === 0 && !cancelled) await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
    if (cancelled) return false;
    credit -= 1;
    const bytes = encoder.encode(pieces.join(''));
    pieces = [];
    size = 0;
    // encode() makes a buffer of its own (never a shared one), so it is moved to the main thread, not copied.
    send({ type: 'chunk', id, bytes }, [bytes.buffer as ArrayBuffer]);
    return true;
  };
  for await (const piece of text) {
    const part = String(piece);
    pieces.push(part);
    size += part.length;
    if (size >= CHUNK_CHARS && !(await handOver())) return;
  }
  if (size > 0 && !(await handOver())) return;
  send({ type: 'end', id });
}

function run(id: number, work: Promise<void>): void {
  // After a cancel the main thread no longer listens for this id: an error then is dropped there.
  work
    .catch((error: unknown) => send({ type: 'error', id, error: threadErrorOf(error) }))
    .finally(() => streams.delete(id));
}

port.on('message', (message: ToThread) => {
  if (message.type === 'value') run(message.id, runValue(message.id, message.task));
  else if (message.type === 'csv') run(message.id, runCsv(message.id, message.task));
  else if (message.type === 'more') streams.get(message.id)?.asked();
  else if (message.type === 'cancel') streams.get(message.id)?.cancel();
  else if (message.type === 'close') {
    for (const stream of streams.values()) stream.cancel();
    void handle.close().finally(() => port.close());
  }
});
