/** One item of a replaced list: `id` for a stored item to keep (and update), none for a new one. */
export type SyncItem<V> = { id?: string | undefined; values: V };

export type SyncOps<V> = {
  /** Deletes the offer's stored items other than these. */
  deleteOthers: (keptIds: string[]) => Promise<unknown>;
  update: (id: string, values: V) => Promise<unknown>;
  insert: (values: V[]) => Promise<unknown>;
};

/**
 * Replaces a stored list with the sent one (ids already checked to be the offer's): missing items
 * are deleted, sent ones with an id updated in place (so references to them survive), the rest inserted.
 */
export async function syncList<V>(items: ReadonlyArray<SyncItem<V>>, ops: SyncOps<V>): Promise<void> {
  await ops.deleteOthers(items.flatMap((item) => (item.id ? [item.id] : [])));
  const fresh: V[] = [];
  for (const item of items) {
    if (item.id) await ops.update(item.id, item.values);
    else fresh.push(item.values);
  }
  if (fresh.length > 0) await ops.insert(fresh);
}
