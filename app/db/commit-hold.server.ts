import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Work held back until after a transaction committed, before its caller goes on (docs/decisions/025
 * and 026).
 *
 * Code inside db().transaction() asks for a hold with holdAfterCommit(ms), or for work with
 * afterCommit(fn); the transaction's promise then resolves only once the work is done and `ms` have
 * passed since the commit, so whatever the caller does next (answer the owner, redirect to the page)
 * happens after it. Outside a transaction (an autocommitted statement, or work that outlived its
 * transaction), both act at once, since the statement has committed already.
 */

type Hold = { open: boolean; ms: number; work: Array<() => Promise<void>> };

// One store for every copy of this module: a test file and the app bundle it loads hold
// different module instances but share one database client and its transaction wrapper.
const shared = globalThis as typeof globalThis & { __hvCommitHolds?: AsyncLocalStorage<Hold> };
shared.__hvCommitHolds ??= new AsyncLocalStorage<Hold>();
const holds = shared.__hvCommitHolds;

/** Runs a transaction (the function that begins, runs and commits it) with the hold applied after it. */
export async function withCommitHold<T>(transaction: () => Promise<T>): Promise<T> {
  // A transaction started inside another's callback commits on its own connection: its own hold.
  const hold: Hold = { open: true, ms: 0, work: [] };
  let committedAt: number | null = null;
  try {
    const result = await holds.run(hold, transaction);
    committedAt = performance.now();
    return result;
  } finally {
    hold.open = false;
    // Work only after a commit: after a rollback nothing changed that it could publish.
    if (committedAt !== null) for (const work of hold.work) await work();
    // After a rollback too: nothing was announced then, but the wait is harmless and the case rare.
    // The hold counts from the commit, so time spent on the work counts towards it.
    const left = hold.ms - (committedAt === null ? 0 : performance.now() - committedAt);
    if (left > 0) await sleep(left);
  }
}

/**
 * Asks for `ms` of waiting after the surrounding transaction commits (the longest request wins), or
 * waits now when there is no open transaction around this call.
 */
export async function holdAfterCommit(ms: number): Promise<void> {
  const hold = holds.getStore();
  if (hold?.open) {
    hold.ms = Math.max(hold.ms, ms);
    return;
  }
  await sleep(ms);
}

/**
 * Runs `work` once the surrounding transaction has committed, before the transaction's caller goes on
 * (the same `key` once per transaction); with no open transaction around this call, at once. A
 * failure of the work is the work's own business: it must not throw.
 */
export async function afterCommit(key: string, work: () => Promise<void>): Promise<void> {
  const hold = holds.getStore();
  if (hold?.open) {
    const keyed = work as (() => Promise<void>) & { key?: string };
    keyed.key = key;
    if (!hold.work.some((other) => (other as typeof keyed).key === key)) hold.work.push(keyed);
    return;
  }
  await work();
}

let unnamed = 0;

/**
 * Runs `work` once the surrounding transaction has committed (never after a rollback), or now when
 * there is no open transaction. For side effects outside the database that must follow the change,
 * such as deleting files the committed rows no longer name. A failure is swallowed: `work` logs its own.
 */
export async function runAfterCommit(work: () => Promise<void>): Promise<void> {
  await afterCommit(`after-commit:${++unnamed}`, () => work().catch(() => {}));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
