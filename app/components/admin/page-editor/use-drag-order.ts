import { type DragEvent, type KeyboardEvent, useRef, useState } from "react";

/**
 * Drag-to-reorder for the page list, on top of the "Flyt op"/"Flyt ned" forms (which stay, and work
 * without JavaScript). A handle is dragged with the mouse, or with the keyboard: Space/Enter lifts the
 * page, arrow keys move it, Space/Enter drops it, Escape puts it back. While moving, the list shows
 * the new order; on drop `onMove(pageId, before)` saves it (before: the page it now stands before, or
 * null when last). `announcement` is for a live region.
 */
export function useDragOrder(
  ids: string[],
  nameOf: (id: string) => string,
  onMove: (pageId: string, before: string | null) => void,
) {
  const [state, setMoving] = useState<{
    /** The list it started from: a new list from the server (after a save or a move) ends it. */
    base: string;
    id: string;
    order: string[];
    /** "saving": dropped, the new order shown until the server's list arrives. */
    by: "mouse" | "keys" | "saving";
  } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // The mouse drag as the drag events see it: the browser sends dragover right after dragstart, before
  // React has rendered the state set there, so the handlers read this instead of `moving`.
  const mouseDrag = useRef<{ id: string; order: string[] } | null>(null);
  const key = ids.join(",");
  const moving = state?.base === key ? state : null;

  const order = moving?.order ?? ids;
  const place = (id: string, index: number) => {
    const next = order.filter((other) => other !== id);
    next.splice(Math.max(0, Math.min(index, next.length)), 0, id);
    return next;
  };
  const drop = (id: string, next: string[]) => {
    const at = next.indexOf(id);
    if (next.join(",") === key) {
      setMoving(null);
      setAnnouncement(`${nameOf(id)} blev ikke flyttet.`);
      return;
    }
    setMoving({ base: key, id, order: next, by: "saving" });
    setAnnouncement(`${nameOf(id)} er flyttet til plads ${at + 1} af ${next.length}.`);
    onMove(id, next[at + 1] ?? null);
  };

  const handleProps = (id: string) => ({
    draggable: true,
    "aria-pressed": moving?.id === id && moving.by === "keys",
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", id);
      mouseDrag.current = { id, order: ids };
      setMoving({ base: key, id, order: ids, by: "mouse" });
    },
    onDragEnd: () => {
      mouseDrag.current = null;
      setMoving((current) => (current?.by === "mouse" ? null : current));
    },
    onKeyDown: (event: KeyboardEvent) => {
      const lifted = moving?.id === id && moving.by === "keys";
      const at = order.indexOf(id);
      if (event.key === " " || event.key === "Enter") {
        event.preventDefault();
        if (lifted) drop(id, order);
        else {
          setMoving({ base: key, id, order: ids, by: "keys" });
          setAnnouncement(
            `${nameOf(id)} er løftet, plads ${at + 1} af ${ids.length}. Brug pil op og pil ned, ` +
              "tryk mellemrum for at slippe eller Escape for at fortryde.",
          );
        }
      } else if (lifted && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
        event.preventDefault();
        const next = place(id, at + (event.key === "ArrowUp" ? -1 : 1));
        setMoving({ base: key, id, order: next, by: "keys" });
        setAnnouncement(`Plads ${next.indexOf(id) + 1} af ${next.length}.`);
      } else if (lifted && event.key === "Escape") {
        event.preventDefault();
        setMoving(null);
        setAnnouncement(`${nameOf(id)} blev ikke flyttet.`);
      }
    },
  });

  const targetProps = (id: string) => ({
    onDragOver: (event: DragEvent) => {
      const drag = mouseDrag.current;
      if (!drag) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (id === drag.id) return;
      const next = drag.order.filter((other) => other !== drag.id);
      next.splice(drag.order.indexOf(id), 0, drag.id);
      mouseDrag.current = { id: drag.id, order: next };
      setMoving({ base: key, id: drag.id, order: next, by: "mouse" });
    },
    onDrop: (event: DragEvent) => {
      const drag = mouseDrag.current;
      if (!drag) return;
      event.preventDefault();
      mouseDrag.current = null;
      drop(drag.id, drag.order);
    },
  });

  /** The save failed: show the server's order again. */
  const reset = () => setMoving(null);
  return { order, movingId: moving?.id ?? null, announcement, handleProps, targetProps, reset };
}
