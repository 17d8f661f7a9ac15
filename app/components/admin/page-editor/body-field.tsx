import { type SyntheticEvent, useEffect, useRef, useState } from "react";
import { TextAreaField } from "~/components/ui/field";
import type { TextSelection } from "~/lib/apply-ai-text";
import { BODY_MAX } from "~/schemas/page";
import { AiTextTools } from "./ai-text-tools";

/**
 * The page's body text with the AI buttons over its selection (issue 23). The selection is kept from
 * the field's own events, so it survives the tap on a button (a phone's field loses focus then).
 */
export function BodyField({
  pageId,
  value,
  error,
  onChange,
  aiUsage,
  aiLimit,
  onAiUsage,
}: {
  pageId: string;
  value: string;
  error: string | undefined;
  onChange: (body: string) => void;
  aiUsage: number;
  aiLimit: number;
  onAiUsage: (usage: number) => void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = useState<TextSelection>({ start: 0, end: 0 });
  const track = (event: SyntheticEvent<HTMLTextAreaElement>) =>
    setSelection({ start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd });
  // React's onSelect misses selections a phone makes (and those set by script): read the field's
  // selection on every native event that can change it.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    const read = () => setSelection({ start: element.selectionStart, end: element.selectionEnd });
    const events = ["select", "selectionchange", "keyup", "mouseup", "touchend", "focus"] as const;
    for (const name of events) element.addEventListener(name, read);
    const onDocument = () => {
      if (document.activeElement === element) read();
    };
    document.addEventListener("selectionchange", onDocument);
    return () => {
      for (const name of events) element.removeEventListener(name, read);
      document.removeEventListener("selectionchange", onDocument);
    };
  }, []);
  return (
    <>
      <TextAreaField
        ref={field}
        label="Tekst"
        name="body"
        rows={10}
        value={value}
        maxLength={BODY_MAX}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          track(event);
        }}
        hint="To linjeskift giver et nyt afsnit. Links skrives sådan: [tekst](https://eksempel.dk) eller [Om os](/om-os)."
        error={error}
      />
      <AiTextTools
        pageId={pageId}
        body={value}
        field={field}
        selection={selection}
        usage={aiUsage}
        limit={aiLimit}
        onUsage={onAiUsage}
        onApply={(body, selected) => {
          onChange(body);
          setSelection(selected);
        }}
      />
    </>
  );
}
