import type { PerformanceResponse } from '@affnet/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { ADMIN_SCOPE, sumRollups } from '../../src/modules/reports/index';
import { listenOnLoopback } from '../helpers/http';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { rawCounters } from './raw-counters';
import { reportWorld } from './report-world';

/*
 * Reports that read a coarse rollup's daily twin (docs/reports.md "Which rollup answers") sum
 * whole UTC days from it and the hours at the range's edges from the hourly rows. Clicks placed
 * on both sides of each edge prove the two parts neither miss nor double-count a click, in a
 * zone nine hours from UTC and in UTC itself.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

describe('daily twins and the edges of a range', () => {
  test('sums equal the raw rows, by offer and by publisher in Asia/Tokyo, by date in UTC', async () => {
    const w = await reportWorld({ app: ctx.current.app, db, baseUrl });
    const { usd, eur, publisherA: a, publisherB: b } = w;
    // Five days ago, midnight UTC: day 0. Tokyo (UTC+9, no DST) days 1 and 2 run from day 0
    // 15:00 UTC to day 2 15:00 UTC, so day 1 is a whole UTC day and the rest are edge hours.
    const day0 = Math.floor(Date.now() / DAY) * DAY - 5 * DAY;
    const at = (hours: number, minutes = 0) => new Date(day0 + hours * HOUR + minutes * MINUTE);
    const times = [at(14, 30), at(16, 10), at(24 + 9), at(24 + 23, 59), at(48 + 3), at(48 + 15, 10)];
    await w.writeClicks(
      times.flatMap((clickedAt, index) => [
        w.click(usd.offer, index % 2 === 0 ? a : b, { clickedAt }),
        w.click(eur.offer, a, { clickedAt, isUnique: false, isDuplicate: true }),
      ]),
    );
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const report = async (query: Record<string, string>) => {
      const answer = await ctx.current.app.inject({
        method: 'GET',
        url: `/api/v1/reports/performance?${new URLSearchParams(query)}`,
        headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as PerformanceResponse;
    };
    const rowsBy = (body: PerformanceResponse, dimension: string) =>
      new Map(
        body.data.map((row) => [`${row.currency}|${row.dimensions[dimension]?.value ?? ''}`, row.counters]),
      );

    const tokyo = { from: dateOf(at(24)), to: dateOf(at(48)), tz: 'Asia/Tokyo' };
    const tokyoWindow = { from: at(15), to: at(48 + 15) };
    for (const [groupBy, column] of [
      ['offer', 'offer_id'],
      ['publisher', 'publisher_id'],
    ] as const) {
      const body = await report({ ...tokyo, groupBy });
      const raw = await rawCounters(db, w.tenant.id, tokyoWindow, {}, column);
      expect(rowsBy(body, groupBy)).toEqual(raw);
      // Four of the six moments fall inside, twice each (one click per offer).
      expect(body.totals.reduce((sum, line) => sum + (line.counters.grossClicks ?? 0), 0)).toBe(8);
    }
    // One Tokyo day: no whole UTC day inside, all of it from the hourly rows.
    const oneDay = await report({ ...tokyo, to: tokyo.from, groupBy: 'offer' });
    expect(rowsBy(oneDay, 'offer')).toEqual(
      await rawCounters(db, w.tenant.id, { from: at(15), to: at(24 + 15) }, {}, 'offer_id'),
    );
    // Day 0 16:10 and day 1 09:00 UTC fall inside, twice each.
    expect(oneDay.totals.reduce((sum, line) => sum + (line.counters.grossClicks ?? 0), 0)).toBe(4);
    const sums = await sumRollups(
      { db, events: ctx.current.events },
      {
        tenantId: w.tenant.id,
        ...tokyo,
        timeZone: tokyo.tz,
        groupBy: ['offer'],
        filters: {},
        scope: ADMIN_SCOPE,
      },
    );
    expect(sums).toMatchObject({ table: 'stats_hourly_offer', dailyTwin: 'stats_daily_offer' });

    // By date in UTC: each day from the daily rows alone.
    const utc = await report({ from: dateOf(at(0)), to: dateOf(at(48)), tz: 'UTC', groupBy: 'date' });
    for (const day of [0, 1, 2]) {
      const raw = await rawCounters(db, w.tenant.id, { from: at(24 * day), to: at(24 * (day + 1)) });
      for (const [key, counters] of raw) {
        const currency = key.split('|')[0];
        const row = utc.data.find(
          (line) => line.currency === currency && line.dimensions.date?.value === dateOf(at(24 * day)),
        );
        expect(row?.counters).toEqual(counters);
      }
    }
    expect(utc.data.reduce((sum, line) => sum + (line.counters.grossClicks ?? 0), 0)).toBe(12);
  });
});
