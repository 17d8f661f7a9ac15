import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Holding a caller back for a while after its transaction committed (docs/decisions/025).
 *
 * Code inside db().transaction() asks for a hold with holdAfterCommit(ms); the transaction's promise
 * then resolves only `ms` after the commit, so whatever the caller does next (answer the owner,
 * redirect to the page) happens that much later. Outside a transaction (an autocommitted statement,
 * or work that outlived its transaction), holdAfterCommit waits itself, since its statement has
 * committed already.
 */

type Hold = { open: boolean; ms: number; afterCommit: Array<() => Promise<void>> };

const holds = new AsyncLocalStorage<Hold>();

/** Runs a transaction (the function that begins, runs and commits it) with the hold applied after it. */
export async function withCommitHold<T>(transaction: () => Promise<T>): Promise<T> {
  // A transaction started inside another's callback commits on its own connection: its own hold.
  const hold: Hold = { open: true, ms: 0, afterCommit: [] };
  let result: T;
  try {
    result = await holds.run(hold, transaction);
  } finally {
    hold.open = false;
    // After a rollback too: nothing was announced then, but the wait is harmless and the case rare.
    if (hold.ms > 0) await sleep(hold.ms);
  }
  // Only after a commit (a rollback threw above): work that must not happen unless the change stands.
  for (const work of hold.afterCommit) await work().catch(() => {});
  return result;
}

/**
 * Runs `work` once the surrounding transaction has committed (never after a rollback), or now when
 * there is no open transaction. For side effects outside the database that must follow the change,
 * such as deleting files the committed rows no longer name. `work` handles (logs) its own failures.
 */
export async function runAfterCommit(work: () => Promise<void>): Promise<void> {
  const hold = holds.getStore();
  if (hold?.open) hold.afterCommit.push(work);
  else await work().catch(() => {});
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

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
