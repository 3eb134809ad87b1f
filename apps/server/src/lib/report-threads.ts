import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { AppError, type ErrorCode, type FieldErrors } from './app-error';

/*
 * The report threads (docs/reports.md "Heavy reads"): worker threads that run the panel's heavy
 * reads on PostgreSQL connections of their own, at a lower CPU priority than the click path's
 * thread where the system allows it (Linux), so a report or an export takes the CPU clicks leave
 * rather than the other way round, and its rows are read, shaped and written as CSV off the event
 * loop that answers clicks. This side sends tasks and turns answers back into values, errors and
 * CSV streams; report-thread.ts is the other.
 */

/** What a report thread is asked to run: a job of the `REPORT_JOBS` of the file at `url`. */
export type ReportTask = { url: string; name: string; input: unknown };

export type ReportThreadOptions = {
  databaseUrl: string;
  /** Threads to start (one per heavy read that may run at once is enough). */
  size: number;
  statementTimeoutMs: number;
  /** The threads' nice value (0: the click path's priority; 19: idle time only); REPORT_THREAD_NICE by default. */
  nice?: number;
};

/** Below the click path: a report gets the CPU clicks leave, and some when both want it. */
export const REPORT_THREAD_NICE = 10;

export type ReportThreads = {
  value: (task: ReportTask) => Promise<unknown>;
  /** Resolves with the CSV text once the job has started it; rejects if the job refused first. */
  csv: (task: ReportTask) => Promise<Readable>;
  close: () => Promise<void>;
};

/** What this side sends a thread. */
export type ToThread =
  | { type: 'value' | 'csv'; id: number; task: ReportTask }
  | { type: 'more' | 'cancel'; id: number }
  | { type: 'close' };

/** An error as it crosses threads: an AppError's code and fields, a database error's SQLSTATE. */
export type ThreadError = { message: string; appCode?: ErrorCode; fieldErrors?: FieldErrors; code?: string };

/** What a thread answers. */
export type FromThread =
  | { type: 'value'; id: number; value: unknown }
  | { type: 'ready'; id: number }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'error'; id: number; error: ThreadError };

const THREAD_ENTRY = new URL('./report-thread-boot.mjs', import.meta.url);

export function errorOf(error: ThreadError): Error {
  if (error.appCode) return new AppError(error.appCode, error.message, error.fieldErrors);
  // The error handler reads the SQLSTATE (a statement timeout, a unique violation) from `code`.
  return Object.assign(new Error(error.message), error.code ? { code: error.code } : {});
}

type Pending = {
  onMessage: (message: FromThread) => void;
  fail: (error: Error) => void;
};

type Thread = { worker: Worker; pending: Map<number, Pending>; exited: boolean };

export function startReportThreads(options: ReportThreadOptions): ReportThreads {
  let nextId = 1;
  let turn = 0;
  const threads: Thread[] = [];

  function spawn(): Thread {
    const worker = new Worker(THREAD_ENTRY, {
      workerData: {
        databaseUrl: options.databaseUrl,
        statementTimeoutMs: options.statementTimeoutMs,
        nice: options.nice ?? REPORT_THREAD_NICE,
      },
    });
    const thread: Thread = { worker, pending: new Map(), exited: false };
    worker.on('message', (message: FromThread) => thread.pending.get(message.id)?.onMessage(message));
    const failAll = (error: Error) => {
      thread.exited = true;
      for (const pending of thread.pending.values()) pending.fail(error);
      thread.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('a report thread stopped')));
    return thread;
  }

  /** The threads in turn; one that died is replaced. */
  function nextThread(): Thread {
    const index = turn++ % options.size;
    const current = threads[index];
    if (current && !current.exited) return current;
    const fresh = spawn();
    threads[index] = fresh;
    return fresh;
  }

  function value(task: ReportTask): Promise<unknown> {
    const thread = nextThread();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, {
        onMessage: (message) => {
          thread.pending.delete(id);
          if (message.type === 'value') resolve(message.value);
          else if (message.type === 'error') reject(errorOf(message.error));
        },
        fail: reject,
      });
      thread.worker.postMessage({ type: 'value', id, task } satisfies ToThread);
    });
  }

  function csv(task: ReportTask): Promise<Readable> {
    const thread = nextThread();
    const id = nextId++;
    const send = (message: ToThread) => {
      if (!thread.exited) thread.worker.postMessage(message);
    };
    let asked = false;
    let done = false;
    // Pulled a chunk at a time: the thread makes the next one only when the client has read this one.
    const text = new Readable({
      read() {
        if (asked || done) return;
        asked = true;
        send({ type: 'more', id });
      },
      destroy(error, callback) {
        if (!done) {
          done = true;
          thread.pending.delete(id);
          send({ type: 'cancel', id });
        }
        callback(error);
      },
    });
    let started = false;
    return new Promise((resolve, reject) => {
      // Before `ready` the route still answers with the error; after, the download is cut.
      const stop = (error: Error) => {
        done = true;
        thread.pending.delete(id);
        if (started) text.destroy(error);
        else reject(error);
      };
      thread.pending.set(id, {
        onMessage: (message) => {
          if (message.type === 'ready') {
            started = true;
            resolve(text);
          } else if (message.type === 'chunk') {
            asked = false;
            text.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
          } else if (message.type === 'end') {
            done = true;
            thread.pending.delete(id);
            text.push(null);
          } else if (message.type === 'error') stop(errorOf(message.error));
        },
        fail: stop,
      });
      send({ type: 'csv', id, task });
    });
  }

  async function close(): Promise<void> {
    await Promise.all(
      threads.map(async (thread) => {
        if (thread.exited) return;
        const exited = new Promise((resolve) => thread.worker.once('exit', resolve));
        thread.worker.postMessage({ type: 'close' } satisfies ToThread);
        await exited;
      }),
    );
  }

  return { value, csv, close };
}
