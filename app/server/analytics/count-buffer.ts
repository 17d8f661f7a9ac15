const MAX_KEYS = 100_000;

/** A buffer of counts kept in memory by key, until a flush takes them as one batch. */
export type CountBuffer<Row extends { count: number }> = {
  /** Counts one for the row's key; false (nothing counted) when the buffer is full: a flush is overdue. */
  add: (fields: Omit<Row, "count">) => boolean;
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
  return {
    add(fields) {
      const key = keyOf(fields);
      const entry = pending.get(key);
      if (entry) entry.count++;
      else {
        if (pending.size >= MAX_KEYS) return false;
        pending.set(key, { ...fields, count: 1 } as Row);
      }
      return true;
    },
    take() {
      if (pending.size === 0) return [];
      const batch = [...pending.values()];
      pending = new Map();
      return batch;
    },
    restore(batch) {
      for (const row of batch) {
        const key = keyOf(row);
        const entry = pending.get(key);
        if (entry) entry.count += row.count;
        else pending.set(key, { ...row });
      }
    },
  };
}
