import type { AI_EDIT_ACTIONS } from "~/schemas/page";

export type TextSelection = { start: number; end: number };

/**
 * The new body text after an AI answer, and where the new text stands in it. "Tilføj" puts the new
 * sentences after the selection: in the same paragraph when the selection ends inside one, else as
 * a paragraph of their own.
 */
export function applyAiText(
  body: string,
  selection: TextSelection,
  action: (typeof AI_EDIT_ACTIONS)[number],
  text: string,
): { body: string; start: number; end: number } {
  if (action !== "extend") {
    return {
      body: body.slice(0, selection.start) + text + body.slice(selection.end),
      start: selection.start,
      end: selection.start + text.length,
    };
  }
  const selected = body.slice(selection.start, selection.end);
  const at = selection.start + selected.trimEnd().length;
  const rest = body.slice(at).replace(/^[ \t]+/, "");
  const ownParagraph = rest === "" || rest.startsWith("\n");
  const before = `${body.slice(0, at)}${ownParagraph ? "\n\n" : " "}`;
  return {
    body: `${before}${text}${ownParagraph ? rest : ` ${rest}`}`,
    start: before.length,
    end: before.length + text.length,
  };
}
