import { data } from "react-router";
import { createSiteSchema } from "~/schemas/onboarding";
import type { CreationEvent } from "~/schemas/onboarding-flow";
import { requestInfoContext } from "~/server/context";
import { domainFailure } from "~/server/domain-failure.server";
import { createSite } from "~/server/onboarding/create-site.server";
import { CREATE_LIMIT, CREATE_WINDOW_SECONDS } from "~/server/onboarding/create-site-from-draft.server";
import { readDraft } from "~/server/onboarding/onboarding-draft.server";
import { hitRateLimit } from "~/server/rate-limit/hit-rate-limit.server";
import type { Route } from "./+types/create";

/**
 * POST /onboarding/opret: creates the site and streams progress as JSON lines (CreationEvent), so
 * the owner sees the real steps while they happen. The last line is "done" (with the hand-off URL
 * to the new site) or "error" (with the Danish message).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await request.json().catch(() => null);
  const parsed = createSiteSchema.safeParse(body);
  if (!parsed.success) {
    return errorStream(parsed.error.issues[0]?.message ?? "Der opstod en fejl. Prøv igen.", 400);
  }
  const { ip } = context.get(requestInfoContext);
  if (!(await hitRateLimit(`create-site:${ip}`, CREATE_LIMIT, CREATE_WINDOW_SECONDS))) {
    return errorStream("For mange forsøg. Vent lidt, og prøv igen.", 429);
  }

  // The photo step's answers are in the draft cookie (issue 22), for the same company only.
  const { draft } = await readDraft(request);
  const photos =
    draft.photoKey && draft.company?.cvr === parsed.data.cvr
      ? { draftKey: draft.photoKey, owner: draft.owner ?? null }
      : null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: CreationEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      try {
        const created = await createSite(parsed.data, (step) => send({ type: "step", step }), {}, photos);
        send({ type: "done", redirect: `${created.handoffUrl}` });
      } catch (error) {
        const failure = domainFailure(error, "site creation failed", "Der opstod en fejl. Prøv igen.");
        send({ type: "error", message: failure.message, ...(failure.field ? { field: failure.field } : {}) });
      } finally {
        controller.close();
      }
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}

export function loader() {
  return data(null, { status: 405 });
}

function errorStream(message: string, status: number) {
  const event: CreationEvent = { type: "error", message };
  return new Response(`${JSON.stringify(event)}\n`, {
    status,
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8" },
  });
}
