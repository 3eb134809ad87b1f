import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';

/*
 * This process's row in `tracking_nodes`: inserted at start, `seen_at` renewed at every cap sync,
 * deleted at stop. The number of rows seen recently is N, the number of processes sharing each
 * click cap between syncs (docs/tracking.md "Caps in memory"). A process that died without
 * deleting its row stops counting after LIVE_WITHIN_SECONDS and is removed after an hour.
 */

export const LIVE_WITHIN_SECONDS = 10;

export type TrackingNode = {
  id: string;
  /** Renews this node's heartbeat; the live nodes (this one included) and the database's clock. */
  beat: () => Promise<{ live: number; now: Date }>;
  remove: () => Promise<void>;
};

type BeatRow = { others: number; now: Date | string };

export function createTrackingNode(db: Database, id: string = randomUUID()): TrackingNode {
  return {
    id,
    async beat() {
      // The insert's own row is not visible to the count in the same statement, hence "others + 1".
      const result = await db.execute(sql`
        with beat as (
          insert into tracking_nodes (id, hostname, pid) values (${id}, ${hostname()}, ${process.pid})
          on conflict (id) do update set seen_at = now()
        ),
        gone as (delete from tracking_nodes where seen_at < now() - interval '1 hour' and id <> ${id})
        select count(*)::int as others, now() as now from tracking_nodes
        where id <> ${id} and seen_at > now() - make_interval(secs => ${LIVE_WITHIN_SECONDS})`);
      const row = rowsOf<BeatRow>(result)[0];
      return { live: (row?.others ?? 0) + 1, now: new Date(row?.now ?? Date.now()) };
    },
    async remove() {
      await db.execute(sql`delete from tracking_nodes where id = ${id}`);
    },
  };
}
