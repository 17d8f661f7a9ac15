import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { KEYWORDS_MAX, parseKeywords } from "~/schemas/page";
import type { GeneratedCopy } from "~/schemas/page-editor-results";
import { type AiMessage, AiPanel, postAi } from "./ai-panel";

export type GeneratedText = { title: string; subtitle?: string; content: string };

const FAILED = "Kunne ikke generere indhold";

/**
 * SPEC §2 AI text box: comma-separated keywords, 'Generer tekst med AI' ('Genererer...' while it
 * runs), disabled without keywords, during a run or at the day's limit (saying so), today's usage
 * as n/5. The text is written on
 * the server (/admin/pages/ai), which also enforces the daily limit.
 */
export function AiBox({
  pageId,
  existingText,
  usage,
  limit,
  onUsage,
  onGenerated,
}: {
  pageId: string;
  /** The body text in the editor now (saved or not): the new text must not repeat it. */
  existingText: string;
  /** Today's AI use, shared with the buttons over the selected text (one limit for both). */
  usage: number;
  limit: number;
  onUsage: (usage: number) => void;
  onGenerated: (text: GeneratedText) => void;
}) {
  const [keywords, setKeywords] = useState("");
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<AiMessage | null>(null);

  async function generate() {
    if (running) return;
    setMessage(null);
    setRunning(true);
    const result = await postAi<GeneratedCopy>(
      "/admin/pages/ai",
      { pageId, keywords, existingText },
      FAILED,
      limit,
      onUsage,
    );
    setRunning(false);
    if (!result.ok) return setMessage(result.message);
    onGenerated(result.data);
    setMessage({ kind: "done", text: "Teksten er sat ind. Læs den igennem, ret den til, og gem." });
  }

  const empty = parseKeywords(keywords).length === 0;
  // At the day's limit the button cannot be used, and says why (the server enforces it anyway).
  const usedUp = usage >= limit;
  return (
    <AiPanel id="ai-heading" title="Skriv tekst med AI" message={message}>
      <Field
        label="Nøgleord"
        name="keywords"
        value={keywords}
        maxLength={KEYWORDS_MAX}
        onChange={(event) => setKeywords(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter here generates instead of saving the page.
          if (event.key !== "Enter") return;
          event.preventDefault();
          if (!empty && !usedUp) void generate();
        }}
        hint="Skriv nøgleord adskilt af komma, f.eks. tagrenovering, carport, Vejle. Teksten sættes ind efter den tekst, der allerede står på siden."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => void generate()}
          disabled={empty || running || usedUp}
          aria-describedby={usedUp ? "ai-usage ai-used-up" : "ai-usage"}
        >
          {running ? "Genererer..." : "Generer tekst med AI"}
        </Button>
        <p id="ai-usage" className="text-sm text-stone-700">
          Brugt i dag: {usage}/{limit}
        </p>
      </div>
      {usedUp ? (
        <p id="ai-used-up" className="font-medium text-stone-800">
          Du har brugt dagens {limit} AI-tekster. Du kan skrive nye i morgen.
        </p>
      ) : null}
    </AiPanel>
  );
}
