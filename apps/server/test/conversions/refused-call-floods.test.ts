import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { REFUSALS_PER_WINDOW } from '../../src/tracking/index';
import { seedClick } from '../helpers/clicks';
import { listenOnLoopback } from '../helpers/http';
import { useTestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait-until';
import { type ConversionWorld, conversionWorld } from './conversion-world';

/*
 * Floods of refused calls (docs/tracking.md "Floods of refused calls"): a source gets a log row
 * per refusal up to its budget, then its unproven calls are answered 429 and counted into one row;
 * the advertiser's authenticated postbacks are never limited, and other sources are unaffected.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const world = () =>
  conversionWorld(
    { app: ctx.current.app, db, baseUrl },
    { offer: { conversionIntake: 'server_and_browser' } },
  );

/** Sends the calls in rounds of 20 at once, answers in order. */
async function inRounds<T>(count: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < count; start += 20) {
    const round = Array.from({ length: Math.min(20, count - start) }, (_, offset) => send(start + offset));
    answers.push(...(await Promise.all(round)));
  }
  return answers;
}

const FLOOD = 400;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function logRows(w: ConversionWorld) {
  return (await w.logsOf()).map((log) => ({ result: log.result, repeats: log.repeats, ip: log.ip }));
}

describe('a flood of refused postbacks', () => {
  test(`${FLOOD} wrong-token calls: ${REFUSALS_PER_WINDOW} logged and answered 403, the rest 429 and counted in one row`, async () => {
    const w = await world();
    const answers = await inRounds(FLOOD, () => w.postback({ token: 'guess' }, from('203.0.113.9')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 403)).toHaveLength(REFUSALS_PER_WINDOW);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FLOOD - REFUSALS_PER_WINDOW);
    const limited = answers.find((answer) => answer.status === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // The counts reach their row within a second or so of the last call.
    const rows = await waitUntil(async () => {
      const found = await logRows(w);
      const counted = found.find((row) => row.result === 'rate_limited');
      return counted?.repeats === FLOOD - REFUSALS_PER_WINDOW ? found : null;
    });
    expect(rows).toHaveLength(REFUSALS_PER_WINDOW + 1);
    expect(rows.filter((row) => row.result === 'bad_token')).toHaveLength(REFUSALS_PER_WINDOW);
  });

  test('the advertiser’s own postbacks from the flooding address still go through, and other addresses are not limited', async () => {
    const w = await world();
    await inRounds(REFUSALS_PER_WINDOW + 10, () => w.postback({ token: 'guess' }, from('198.51.100.4')));
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher })),
    );
    const accepted = await Promise.all(
      clicks.map((click) => w.postback({ click_id: click.id }, from('198.51.100.4'))),
    );
    expect(accepted.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect((await w.postback({ token: 'guess' }, from('198.51.100.5'))).status).toBe(403);
  });
});

describe('a flood of pixels', () => {
  test('forged click ids from one address: the pixel always answers, the log keeps its budget and one counting row', async () => {
    const w = await world();
    const answers = await inRounds(100, (index) =>
      w.browserCall({ click_id: `forged-${index}` }, 'pixel', from('192.0.2.77')),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await waitUntil(async () => {
      const found = await logRows(w);
      return found.find((row) => row.result === 'rate_limited')?.repeats === 100 - REFUSALS_PER_WINDOW
        ? found
        : null;
    });
    expect(rows.filter((row) => row.result === 'invalid_click_id')).toHaveLength(REFUSALS_PER_WINDOW);
    expect(rows).toHaveLength(REFUSALS_PER_WINDOW + 1);
  });
});
