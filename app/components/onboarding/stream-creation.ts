import type { CreateSiteInput } from "~/schemas/onboarding";
import type { CreationEvent, CreationStep } from "~/schemas/onboarding-flow";

export type CreationOutcome = { ok: true; redirect: string } | { ok: false; message: string; field?: string };

const GENERIC_ERROR = "Der opstod en fejl. Prøv igen.";

/** Posts the creation request and reads the server's progress events (one JSON object per line). */
export async function streamCreation(
  input: Omit<CreateSiteInput, "account"> & { account: Record<string, unknown> },
  onStep: (step: CreationStep) => void,
): Promise<CreationOutcome> {
  let response: Response;
  try {
    response = await fetch("/onboarding/opret", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
  } catch {
    return { ok: false, message: GENERIC_ERROR };
  }
  if (!response.body) return { ok: false, message: GENERIC_ERROR };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line) continue;
      const event = JSON.parse(line) as CreationEvent;
      if (event.type === "step") onStep(event.step);
      if (event.type === "done") return { ok: true, redirect: event.redirect };
      if (event.type === "error")
        return { ok: false, message: event.message, ...(event.field ? { field: event.field } : {}) };
    }
    if (done) return { ok: false, message: GENERIC_ERROR };
  }
}
