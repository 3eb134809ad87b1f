import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * The offline IP → autonomous system table that @ip-location-db/asn ships (RouteViews, the five
 * RIRs and DB-IP's ASN Lite, CC BY 4.0): about 410,000 IPv4 and 100,000 IPv6 ranges, read once
 * into typed arrays (about 7 MB) and searched by bisection, under a microsecond a lookup.
 *
 * The files' first three columns are plain numbers, the fourth the holder's name, quoted when it
 * holds a comma; splitting on the first three commas reads them about five times faster than a
 * general CSV parser, and startup pays this once.
 */

export type AsnTable = Readonly<{
  /** The AS number holding the address, 0 when none does (private and unrouted space). */
  asnOf: (ip: AddressKey) => number;
  /** The holder's registered name (`Amazon.com, Inc.`). */
  nameOf: (asn: number) => string | undefined;
  ranges: number;
}>;

/**
 * An address as the table compares it: IPv4 as its 32-bit value; IPv6 as its first 64 bits in two
 * 32-bit halves (routed IPv6 prefixes are never longer than /64, so the rest never decides).
 */
export type AddressKey = { family: 4; value: number } | { family: 6; high: number; low: number };

type RangeColumns = { start: Uint32Array; end: Uint32Array; asn: Uint32Array; length: number };
type Range6Columns = {
  startHigh: Uint32Array;
  startLow: Uint32Array;
  endHigh: Uint32Array;
  endLow: Uint32Array;
  asn: Uint32Array;
  length: number;
};

const packageFile = (name: string) => createRequire(import.meta.url).resolve(`@ip-location-db/asn/${name}`);

function unquote(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
}

/** Calls `row` with each line's first three fields and the holder's name; returns the row count. */
function eachRow(
  text: string,
  row: (index: number, start: string, end: string, asn: number) => void,
  names: Map<number, string>,
): number {
  let index = 0;
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf('\n', from);
    if (to === -1) to = text.length;
    const first = text.indexOf(',', from);
    const second = text.indexOf(',', first + 1);
    const third = text.indexOf(',', second + 1);
    if (third !== -1 && third < to) {
      const asn = Number(text.slice(second + 1, third));
      row(index, text.slice(from, first), text.slice(first + 1, second), asn);
      if (!names.has(asn)) names.set(asn, unquote(text.slice(third + 1, to).trim()));
      index += 1;
    }
    from = to + 1;
  }
  return index;
}

function countLines(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

function readIpv4(names: Map<number, string>): RangeColumns {
  const text = readFileSync(packageFile('asn-ipv4-num.csv'), 'utf8');
  const capacity = countLines(text);
  const columns = {
    start: new Uint32Array(capacity),
    end: new Uint32Array(capacity),
    asn: new Uint32Array(capacity),
  };
  const length = eachRow(
    text,
    (i, start, end, asn) => {
      columns.start[i] = Number(start);
      columns.end[i] = Number(end);
      columns.asn[i] = asn;
    },
    names,
  );
  return { ...columns, length };
}

const HALF = 0xffff_ffffn;

function readIpv6(names: Map<number, string>): Range6Columns {
  const text = readFileSync(packageFile('asn-ipv6-num.csv'), 'utf8');
  const capacity = countLines(text);
  const make = () => new Uint32Array(capacity);
  const columns = { startHigh: make(), startLow: make(), endHigh: make(), endLow: make(), asn: make() };
  const length = eachRow(
    text,
    (i, start, end, asn) => {
      const first = BigInt(start) >> 64n;
      const last = BigInt(end) >> 64n;
      columns.startHigh[i] = Number(first >> 32n);
      columns.startLow[i] = Number(first & HALF);
      columns.endHigh[i] = Number(last >> 32n);
      columns.endLow[i] = Number(last & HALF);
      columns.asn[i] = asn;
    },
    names,
  );
  return { ...columns, length };
}

/** Bisection over sorted, non-overlapping ranges: `compare(i)` < 0 below range i, > 0 above it. */
function bisect(length: number, compare: (i: number) => number): number {
  let low = 0;
  let high = length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const side = compare(middle);
    if (side === 0) return middle;
    if (side < 0) high = middle - 1;
    else low = middle + 1;
  }
  return -1;
}

const compare64 = (high: number, low: number, otherHigh: number, otherLow: number) =>
  high !== otherHigh ? high - otherHigh : low - otherLow;

/**
 * Bisection needs sorted, disjoint ranges. The data is sorted by start, but a few rows overlap the
 * one before (and IPv6 rows cut to /64 can share a prefix): the later, narrower row wins, the
 * earlier one ends where it starts. Unsorted data would answer wrong networks silently, so it
 * stops the server instead.
 */
function settleOverlaps(
  length: number,
  file: string,
  startsBefore: (i: number) => boolean,
  overlaps: (i: number) => boolean,
  endBefore: (i: number) => void,
): void {
  for (let i = 1; i < length; i += 1) {
    if (!startsBefore(i)) throw new Error(`@ip-location-db/asn ${file}: ranges out of order at row ${i + 1}`);
    if (overlaps(i)) endBefore(i);
  }
}

function settleIpv4(v4: RangeColumns): void {
  const { start, end } = v4;
  settleOverlaps(
    v4.length,
    'asn-ipv4-num.csv',
    (i) => (start[i - 1] ?? 0) <= (start[i] ?? 0),
    (i) => (end[i - 1] ?? 0) >= (start[i] ?? 0),
    (i) => {
      end[i - 1] = (start[i] ?? 1) - 1;
    },
  );
}

function settleIpv6(v6: Range6Columns): void {
  const { startHigh, startLow, endHigh, endLow } = v6;
  const startOf = (i: number) => [startHigh[i] ?? 0, startLow[i] ?? 0] as const;
  settleOverlaps(
    v6.length,
    'asn-ipv6-num.csv',
    (i) => compare64(...startOf(i - 1), ...startOf(i)) <= 0,
    (i) => compare64(endHigh[i - 1] ?? 0, endLow[i - 1] ?? 0, ...startOf(i)) >= 0,
    (i) => {
      // One below the next start, in two 32-bit halves.
      const [high, low] = startOf(i);
      endHigh[i - 1] = low === 0 ? high - 1 : high;
      endLow[i - 1] = low === 0 ? 0xffff_ffff : low - 1;
    },
  );
}

export function readAsnTable(): AsnTable {
  const names = new Map<number, string>();
  const v4 = readIpv4(names);
  const v6 = readIpv6(names);
  settleIpv4(v4);
  settleIpv6(v6);
  const asnOf = (key: AddressKey): number => {
    if (key.family === 4) {
      const at = bisect(v4.length, (i) =>
        key.value < (v4.start[i] ?? 0) ? -1 : key.value > (v4.end[i] ?? 0) ? 1 : 0,
      );
      return at === -1 ? 0 : (v4.asn[at] ?? 0);
    }
    const at = bisect(v6.length, (i) => {
      if (compare64(key.high, key.low, v6.startHigh[i] ?? 0, v6.startLow[i] ?? 0) < 0) return -1;
      return compare64(key.high, key.low, v6.endHigh[i] ?? 0, v6.endLow[i] ?? 0) > 0 ? 1 : 0;
    });
    return at === -1 ? 0 : (v6.asn[at] ?? 0);
  };
  return { asnOf, nameOf: (asn) => names.get(asn), ranges: v4.length + v6.length };
}
