import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { KEYWORDS_MAX, parseKeywords } from "~/schemas/page";
import type { AiRefusal, GeneratedCopy } from "~/schemas/page-editor-results";
import { postForm } from "./post-form";

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
  const shownUsage = usage;
  const setShownUsage = onUsage;
  const [running, setRunning] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string; detail?: string } | null>(
    null,
  );

  async function generate() {
    if (running) return;
    setMessage(null);
    setRunning(true);
    const body = new FormData();
    body.set("pageId", pageId);
    body.set("keywords", keywords);
    body.set("existingText", existingText);
    const result = await postForm<GeneratedCopy>("/admin/pages/ai", body, FAILED);
    setRunning(false);
    if (result.ok) {
      setShownUsage(result.data.usage);
      onGenerated(result.data);
      setMessage({ kind: "done", text: "Teksten er sat ind. Læs den igennem, ret den til, og gem." });
      return;
    }
    if ((result.data as AiRefusal | undefined)?.limitReached) setShownUsage(limit);
    setMessage({ kind: "error", text: result.error, ...(result.detail ? { detail: result.detail } : {}) });
  }

  const empty = parseKeywords(keywords).length === 0;
  // At the day's limit the button cannot be used, and says why (the server enforces it anyway).
  const usedUp = shownUsage >= limit;
  return (
    <section
      aria-labelledby="ai-heading"
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h3 id="ai-heading" className="font-semibold text-lg text-stone-900">
        Skriv tekst med AI
      </h3>
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
          Brugt i dag: {shownUsage}/{limit}
        </p>
      </div>
      {usedUp ? (
        <p id="ai-used-up" className="font-medium text-stone-800">
          Du har brugt dagens {limit} AI-tekster. Du kan skrive nye i morgen.
        </p>
      ) : null}
      <div aria-live="polite">
        {message?.kind === "done" ? <p className="font-medium text-green-800">{message.text}</p> : null}
      </div>
      {message?.kind === "error" ? (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p className="font-medium">{message.text}</p>
          {message.detail ? <p className="mt-1 text-sm">{message.detail}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
