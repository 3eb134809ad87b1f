import type { ConversionStatus } from '@affnet/contracts';
import type { Database } from '../db/client';
import type {
  ClickBatchResult,
  ClickLookup,
  ClickRecord,
  ClickRow,
  ClickRowFilter,
  ClickRowPage,
  ImpressionRecord,
  StoredClick,
} from './event-records';
import type {
  CountedDimension,
  CountsById,
  CountsRequest,
  RollupLookups,
  RollupLookupsNeeded,
  RollupRequest,
  RollupSums,
} from './rollup-records';

/*
 * The one door to event data (docs/ARCHITECTURE.md "Events"): clicks, banner impressions and the
 * rollups that count them and conversions. The tracking context writes through it and the panel reads through it;
 * nothing else touches the event tables (a lint rule says so). PostgreSQL is the first
 * implementation (`postgres/`); a ClickHouse store will be the second, passing the same contract
 * suite (apps/server/test/events). Conversions, caps and money stay in PostgreSQL whatever the store.
 */

export type EventStore = {
  /**
   * Stores a batch of clicks with their rollups and cap usage, all or nothing; a click id stored
   * before adds nothing (a replayed batch counts once). Throws when the store cannot be reached.
   */
  writeClicks(batch: readonly ClickRecord[]): Promise<ClickBatchResult>;
  /**
   * Stores a batch of banner impressions with their rollups' impressions counters, all or nothing;
   * an id stored before adds nothing. Answers the ids this write stored. Throws as writeClicks does.
   */
  writeImpressions(batch: readonly ImpressionRecord[]): Promise<Set<string>>;
  /**
   * Readies the store for the coming days' clicks and impressions (PostgreSQL: daily partitions);
   * safe to repeat.
   */
  prepareClickStorage(now?: Date): Promise<void>;
  /**
   * The stored clicks of the lookups, in their order: null where none is stored, or where the
   * stored one is another network's or of another second than the id says.
   */
  findClicks(lookups: readonly ClickLookup[]): Promise<Array<StoredClick | null>>;
  /**
   * Counts stored conversions in the rollups under their status as they are now (`sign` -1 takes
   * them out, before their money or status is rewritten). The PostgreSQL store writes in `tx`, the
   * transaction that stores or changes the conversions, so figures and rows never disagree; a
   * store elsewhere would read the moves from the conversions' status history as an outbox.
   */
  countConversions(tx: Database, ids: readonly string[], sign?: 1 | -1): Promise<void>;
  /** Moves a stored conversion's figures from one status to another, in `tx` (as above). */
  moveConversion(tx: Database, id: string, from: ConversionStatus, to: ConversionStatus): Promise<void>;
  /**
   * Which facts of the panel's tables the sums of `request` need (each offer's advertiser, each
   * publisher's account manager): the caller reads them first and passes them to sumRollups.
   */
  lookupsNeededFor(request: RollupRequest): RollupLookupsNeeded;
  /**
   * The base counters of a request's rows, grouped by its dimensions and always by currency
   * (docs/reports.md "The query kit"); `lookups` holds what lookupsNeededFor named. Throws
   * TooManyGroupsError past the request's `maxGroups`.
   */
  sumRollups(request: RollupRequest, lookups: RollupLookups): Promise<RollupSums>;
  /**
   * Each offer's, publisher's or advertiser's gross clicks and conversions over a request's rows,
   * every currency together, as data a list sorts by (docs/reports.md "Figures on lists").
   */
  countsById(request: CountsRequest, dimension: CountedDimension): Promise<CountsById>;
  /** A page of a click log's stored clicks in (time, id) order: after a keyset cursor, or from an offset. */
  readClickRows(filter: ClickRowFilter, page: ClickRowPage): Promise<ClickRow[]>;
  /** How many stored clicks a click log's filter holds. */
  countClickRows(filter: ClickRowFilter): Promise<number>;
};
