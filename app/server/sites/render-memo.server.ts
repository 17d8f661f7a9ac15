import { AsyncLocalStorage } from "node:async_hooks";

/**
 * One publish renders every page of a site in both host forms (about 25 renders), and each render
 * asked PostgreSQL the same site-wide questions again: the company, its pages, images, sections and
 * trust data, some ten queries a render. Inside `withRenderMemo` (the publish, which holds the site's
 * publish lock, so nothing it reads changes under it in a way a later publish would not render
 * again) each answer is asked once and shared. Outside it, `memoized` just loads: a live request and
 * the owner's preview always read fresh.
 *
 * What is shared must be read-only to its users (nothing here sorts or edits the rows it gets).
 */
const scope = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

export function withRenderMemo<T>(run: () => Promise<T>): Promise<T> {
  return scope.run(new Map(), run);
}

export function memoized<T>(key: string, load: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return load();
  let answer = memo.get(key) as Promise<T> | undefined;
  if (!answer) {
    answer = load();
    memo.set(key, answer);
  }
  return answer;
}
