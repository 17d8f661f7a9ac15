import { type RefObject, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { applyAiText, type TextSelection } from "~/lib/apply-ai-text";
import { AI_EDIT_ACTIONS, AI_EDIT_LABELS, AI_SELECTION_MAX } from "~/schemas/page";
import type { EditedText } from "~/schemas/page-editor-results";
import { type AiMessage, AiPanel, postAi } from "./ai-panel";

type Action = (typeof AI_EDIT_ACTIONS)[number];

const FAILED = "AI kunne ikke arbejde med teksten";
const DONE: Record<Action, string> = {
  rewrite: "Den markerede tekst er omskrevet.",
  shorten: "Den markerede tekst er gjort kortere.",
  extend: "Ny tekst er tilføjet efter den markerede tekst.",
};

/**
 * Issue 23: "Omskriv", "Gør kortere" and "Tilføj" over the text the owner selected in the page's text
 * field, through the same AI writer and daily limit as "Generer tekst med AI" (the usage is shared
 * with it). Disabled, saying why, without a selection or at the day's limit. The change lands in the
 * field (unsaved, like typing) with the new text selected, and "Fortryd" puts the text back as long as
 * it has not been edited since. Buttons wrap as whole words, so they fit a 320 px screen.
 */
export function AiTextTools({
  pageId,
  body,
  field,
  selection,
  usage,
  limit,
  onUsage,
  onApply,
}: {
  pageId: string;
  body: string;
  field: RefObject<HTMLTextAreaElement | null>;
  selection: TextSelection;
  usage: number;
  limit: number;
  onUsage: (usage: number) => void;
  /** The new body text, and what is selected in it afterwards (the new text, or nothing). */
  onApply: (body: string, selection: TextSelection) => void;
}) {
  const [running, setRunning] = useState<Action | null>(null);
  const [message, setMessage] = useState<AiMessage | null>(null);
  const [undo, setUndo] = useState<{ before: string; after: string } | null>(null);
  const [select, setSelect] = useState<{ start: number; end: number } | null>(null);

  // Select the new text once the field shows it, so the owner sees what changed.
  useEffect(() => {
    if (!select || !field.current) return;
    if (field.current.value.length >= select.end) field.current.setSelectionRange(select.start, select.end);
    setSelect(null);
  }, [select, field]);

  const selected = body.slice(selection.start, selection.end);
  const hasSelection = selected.trim() !== "";
  const usedUp = usage >= limit;
  const tooLong = selected.length > AI_SELECTION_MAX;
  const reason = usedUp
    ? `Du har brugt dagens ${limit} AI-tekster. Du kan bruge AI igen i morgen.`
    : !hasSelection
      ? "Markér noget af teksten ovenfor for at bruge knapperne."
      : tooLong
        ? `Markér højst ${AI_SELECTION_MAX} tegn ad gangen.`
        : null;

  async function run(action: Action) {
    if (running || reason) return;
    const sent = { body, selection };
    setMessage(null);
    setRunning(action);
    const result = await postAi<EditedText>(
      "/admin/pages/ai-tekst",
      { pageId, action, selection: selected, context: body },
      FAILED,
      limit,
      onUsage,
    );
    setRunning(null);
    if (!result.ok) return setMessage(result.message);
    // Typing went on meanwhile: apply only where the selected text still stands as it was sent.
    const now = field.current?.value ?? body;
    let at = sent.selection;
    if (now !== sent.body) {
      const found = now.indexOf(selected);
      if (found === -1) {
        setMessage({ kind: "error", text: "Teksten blev ændret, mens AI arbejdede. Markér teksten igen." });
        return;
      }
      at = { start: found, end: found + selected.length };
    }
    const applied = applyAiText(now, at, action, result.data.text);
    onApply(applied.body, { start: applied.start, end: applied.end });
    setUndo({ before: now, after: applied.body });
    setSelect({ start: applied.start, end: applied.end });
    setMessage({ kind: "done", text: `${DONE[action]} Læs den igennem, og gem.` });
  }

  const canUndo = undo !== null && undo.after === body;
  return (
    <AiPanel
      id="ai-edit-heading"
      title="Ret den markerede tekst med AI"
      message={message}
      doneActions={
        canUndo ? (
          <Button
            variant="secondary"
            onClick={() => {
              onApply(undo.before, { start: 0, end: 0 });
              setUndo(null);
              setMessage({ kind: "done", text: "AI-ændringen er fortrudt." });
            }}
          >
            Fortryd
          </Button>
        ) : null
      }
    >
      <div className="flex flex-wrap gap-2">
        {AI_EDIT_ACTIONS.map((action) => (
          <Button
            key={action}
            variant="secondary"
            className="whitespace-nowrap"
            // Pressing must not take the selection away from the field (a computer's mouse down would).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void run(action)}
            disabled={reason !== null || (running !== null && running !== action)}
            aria-disabled={running === action ? true : undefined}
            // Today's count stands once, in the generator box below ("Brugt i dag", shared with it).
            aria-describedby={reason ? "ai-edit-reason ai-usage" : "ai-usage"}
          >
            {running === action ? "Arbejder..." : AI_EDIT_LABELS[action]}
          </Button>
        ))}
      </div>
      {reason ? (
        <p id="ai-edit-reason" className="font-medium text-stone-800">
          {reason}
        </p>
      ) : null}
    </AiPanel>
  );
}
