/*
 * A map that forgets its oldest entries: bounded in size, and trimmed from the old end on demand
 * (by age, say). What the tracking engine keeps of recent clicks and visitors.
 *
 * Why not a plain Map trimmed through `keys().next()`: V8 leaves a deleted entry in place until
 * the table is rebuilt, and a Map whose entries are deleted from the front and added at the back
 * at the same rate is only rebuilt when its table fills up. Until then every walk from the front
 * steps over all the deleted entries: at 200,000 entries a trim cost 50–150 µs, so a click cost
 * five times more once the engine had seen a few hundred thousand (docs/performance.md). Here the
 * age order lives in a ring of keys beside the Map, and the Map is only ever read by key.
 */

type Entry<V> = { value: V; stamp: number };

export class OldestFirstMap<K, V> {
  readonly #values = new Map<K, Entry<V>>();
  /**
   * Keys in the order they were set, oldest at `#head`. A key set again is in it twice: only the
   * slot holding its current stamp is live, the older one is stale and skipped.
   */
  #keys: (K | undefined)[] = new Array(16);
  #stamps: number[] = new Array(16).fill(0);
  #head = 0;
  #count = 0;
  #nextStamp = 1;
  /** Stale slots are cleared out when the ring reaches twice the limit: rarely, so cheaply. */
  readonly #ringLimit: number;

  /** `limit`: entries kept at most; setting one more forgets the least recently set. */
  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError(`OldestFirstMap limit must be at least 1, not ${limit}`);
    this.#ringLimit = Math.max(2 * limit, 2);
  }

  get size(): number {
    return this.#values.size;
  }

  get(key: K): V | undefined {
    return this.#values.get(key)?.value;
  }

  /** Sets the value and makes the key the newest entry; beyond the limit, the oldest is forgotten. */
  set(key: K, value: V): void {
    const stamp = this.#nextStamp;
    this.#nextStamp += 1;
    const entry = this.#values.get(key);
    if (entry) {
      entry.value = value;
      entry.stamp = stamp;
    } else {
      this.#values.set(key, { value, stamp });
    }
    this.#push(key, stamp);
    while (this.#values.size > this.limit) this.#dropFront();
  }

  /** Forgets entries from the oldest on, while `expired` says so of the oldest one. */
  dropOldestWhile(expired: (value: V) => boolean): void {
    while (this.#count > 0) {
      const entry = this.#liveFront();
      if (entry && !expired(entry.value)) return;
      this.#dropFront();
    }
  }

  /** The oldest slot's entry when the slot is its key's current one; undefined for a stale slot. */
  #liveFront(): Entry<V> | undefined {
    return this.#liveAt(this.#head);
  }

  #liveAt(slot: number): Entry<V> | undefined {
    const entry = this.#values.get(this.#keys[slot] as K);
    return entry?.stamp === this.#stamps[slot] ? entry : undefined;
  }

  #dropFront(): void {
    const key = this.#keys[this.#head] as K;
    if (this.#liveFront()) this.#values.delete(key);
    this.#keys[this.#head] = undefined;
    this.#head = (this.#head + 1) % this.#keys.length;
    this.#count -= 1;
  }

  #push(key: K, stamp: number): void {
    if (this.#count === this.#keys.length) this.#makeRoom();
    const slot = (this.#head + this.#count) % this.#keys.length;
    this.#keys[slot] = key;
    this.#stamps[slot] = stamp;
    this.#count += 1;
  }

  /**
   * A full ring doubles up to twice the limit; at that size it keeps only its live slots, at most
   * the limit, so at least `limit` sets pass before the next clear-out.
   */
  #makeRoom(): void {
    const capacity = Math.min(this.#keys.length * 2, this.#ringLimit);
    const keys: (K | undefined)[] = new Array(Math.max(capacity, this.#keys.length));
    const stamps: number[] = new Array(keys.length).fill(0);
    const keepStale = capacity > this.#keys.length;
    let kept = 0;
    for (let i = 0; i < this.#count; i += 1) {
      const from = (this.#head + i) % this.#keys.length;
      if (!keepStale && !this.#liveAt(from)) continue;
      keys[kept] = this.#keys[from];
      stamps[kept] = this.#stamps[from] ?? 0;
      kept += 1;
    }
    this.#keys = keys;
    this.#stamps = stamps;
    this.#head = 0;
    this.#count = kept;
  }
}
