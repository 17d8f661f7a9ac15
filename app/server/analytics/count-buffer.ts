const MAX_KEYS = 100_000;

/** A buffer of counts kept in memory by key, until a flush takes them as one batch. */
export type CountBuffer<Row extends { count: number }> = {
  /** Counts one for the row's key; false (nothing counted) when the buffer is full: a flush is overdue. */
  add: (fields: Omit<Row, "count">) => boolean;
  /**
   * add, giving the row counted (null: full). While `epoch` is unchanged the row is still in the
   * buffer, and a caller that kept it may count the same key again with `row.count++`, without a lookup.
   */
  addRow: (fields: Omit<Row, "count">) => Row | null;
  /** Changes whenever rows leave the buffer or come back (take, restore). */
  readonly epoch: number;
  /** Hands over everything counted so far and starts a new batch. */
  take: () => Row[];
  /** Puts counts back after a failed write, so they go out with the next flush. */
  restore: (batch: Row[]) => void;
};

/** Counts in memory (a map update per count, no I/O), never more than 100,000 keys. */
export function countBuffer<Row extends { count: number }>(
  keyOf: (fields: Omit<Row, "count">) => string,
): CountBuffer<Row> {
  let pending = new Map<string, Row>();
  let epoch = 0;
  function addRow(fields: Omit<Row, "count">): Row | null {
    const key = keyOf(fields);
    let entry = pending.get(key);
    if (entry) entry.count++;
    else {
      if (pending.size >= MAX_KEYS) return null;
      entry = { ...fields, count: 1 } as Row;
      pending.set(key, entry);
    }
    return entry;
  }
  return {
    add: (fields) => addRow(fields) !== null,
    addRow,
    get epoch() {
      return epoch;
    },
    take() {
      if (pending.size === 0) return [];
      epoch++;
      const batch = [...pending.values()];
      pending = new Map();
      return batch;
    },
    restore(batch) {
      epoch++;
      for (const row of batch) {
        const key = keyOf(row);
        const entry = pending.get(key);
        if (entry) entry.count += row.count;
        else pending.set(key, { ...row });
      }
    },
  };
}
