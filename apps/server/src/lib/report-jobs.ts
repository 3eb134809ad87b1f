import type { Readable } from 'node:stream';
import type { Database } from '../db/client';
import type { ReportThreads } from './report-threads';

/*
 * Heavy reads that can run off the click path's event loop (docs/reports.md "Heavy reads"): a
 * module declares them once with `defineReportJobs(import.meta.url, …)` in a file that exports
 * the result as `REPORT_JOBS`, and its routes run them through a `ReportRunner`. On PostgreSQL
 * the runner hands a job to a report thread (report-threads.ts), which imports that file and runs
 * the job on its own connection; without threads (PGlite, whose one connection lives in this
 * thread) it calls the same function here. Inputs and values cross threads by structured clone:
 * plain data only.
 */

/** A job answering a value (a report page): `input` and the value are plain data. */
type ValueJob = (db: Database, input: never) => Promise<unknown>;
/** A job answering CSV text; it may refuse (throw) before its stream starts, never after. */
type CsvJob = (db: Database, input: never) => Promise<Readable>;

export type ReportJobs<Values extends Record<string, ValueJob>, Csv extends Record<string, CsvJob>> = {
  /** The file that exports these jobs as `REPORT_JOBS` (a report thread imports it). */
  url: string;
  values: Values;
  csv: Csv;
};

export function defineReportJobs<Values extends Record<string, ValueJob>, Csv extends Record<string, CsvJob>>(
  url: string,
  jobs: { values: Values; csv: Csv },
): ReportJobs<Values, Csv> {
  return { url, ...jobs };
}

type InputOf<Job> = Job extends (db: Database, input: infer Input) => unknown ? Input : never;

export type ReportRunner = {
  value<Values extends Record<string, ValueJob>, Name extends keyof Values & string>(
    jobs: ReportJobs<Values, Record<string, CsvJob>>,
    name: Name,
    input: InputOf<Values[Name]>,
  ): ReturnType<Values[Name]>;
  csv<Csv extends Record<string, CsvJob>, Name extends keyof Csv & string>(
    jobs: ReportJobs<Record<string, ValueJob>, Csv>,
    name: Name,
    input: InputOf<Csv[Name]>,
  ): Promise<Readable>;
};

/** Runs jobs in the report threads when there are any, else here on `db`. */
export function reportRunnerOf(db: Database, threads: ReportThreads | undefined): ReportRunner {
  return {
    value(jobs, name, input) {
      const job = jobs.values[name] as (db: Database, input: unknown) => Promise<unknown>;
      // The thread answers what the same function answers here (structured clone keeps the shape).
      return (threads ? threads.value({ url: jobs.url, name, input }) : job(db, input)) as ReturnType<
        (typeof jobs.values)[typeof name]
      >;
    },
    csv(jobs, name, input) {
      if (threads) return threads.csv({ url: jobs.url, name, input });
      const job = jobs.csv[name] as (db: Database, input: unknown) => Promise<Readable>;
      return job(db, input);
    },
  };
}
