import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * Repeating blocks (reviews, prices, closures) shown one at a time (issue 23): the blocks in use,
 * then "Tilføj …" that opens one more empty block, which holds the next "Tilføj …", up to `max`.
 * Built from nested <details>, so it works without JavaScript; closed blocks still post their
 * (empty) inputs, so the form's shape is unchanged. A block that is filled or has an error is open.
 */
export function AddOneAtATime({
  max,
  inUse,
  addLabel,
  block,
}: {
  max: number;
  /** How many blocks from the start are shown open (the last filled or faulty one + 1). */
  inUse: number;
  addLabel: string;
  block: (i: number) => ReactNode;
}) {
  const chain = (i: number): ReactNode => {
    if (i >= max) return null;
    return (
      <details className="group/add" open={i < inUse ? true : undefined}>
        <summary
          className={buttonClass(
            "secondary",
            "w-fit cursor-pointer list-none [[open]>&]:hidden [&::-webkit-details-marker]:hidden",
          )}
        >
          <span aria-hidden="true">+</span> {addLabel}
        </summary>
        <div className="space-y-4">
          {block(i)}
          {chain(i + 1)}
        </div>
      </details>
    );
  };
  return <div className="space-y-4">{chain(0)}</div>;
}

/** How many leading blocks to open: up to the last one that is filled or carries an error. */
export function blocksInUse(count: number, used: (i: number) => boolean): number {
  let last = 0;
  for (let i = 0; i < count; i++) if (used(i)) last = i + 1;
  return last;
}

/**
 * One collapsible part of a long editor (a <details>, no JavaScript needed). Open when asked, or
 * when it holds an error, so a refused save never hides its message.
 */
export function EditorPart({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open ? true : undefined} className="group/part rounded-lg border border-stone-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-lg text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
        <h2>{title}</h2>
        <span aria-hidden="true" className="text-stone-600 transition-transform group-open/part:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 border-stone-200 border-t p-4">{children}</div>
    </details>
  );
}
