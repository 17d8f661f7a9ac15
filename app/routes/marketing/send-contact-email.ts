import { requestInfoContext } from "~/server/context";
import { receiveContactMessage } from "~/server/marketing/receive-contact-message.server";
import type { Route } from "./+types/send-contact-email";

const FAILED = "Beskeden kunne ikke sendes";

/**
 * POST /api/sendContactEmail {name, email, message} (SPEC §7): stores the message and queues it for
 * support in one transaction. 200 {ok: true}; 400 with field messages; 429 over the limit; 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Metoden er ikke tilladt" }, { status: 405, headers: { Allow: "POST" } });
  }
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object") return Response.json({ error: FAILED }, { status: 400 });
  const result = await receiveContactMessage(body, context.get(requestInfoContext).ip);
  if (result.ok) return Response.json({ ok: true });
  switch (result.reason) {
    case "invalid":
      return Response.json({ error: FAILED, fieldErrors: result.fieldErrors }, { status: 400 });
    case "rate_limited":
      return Response.json(
        { error: "For mange beskeder på kort tid. Vent lidt, og prøv igen." },
        { status: 429, headers: { "Retry-After": "600" } },
      );
    case "failed":
      return Response.json({ error: FAILED }, { status: 500 });
  }
}

export function loader() {
  return Response.json({ error: "Metoden er ikke tilladt" }, { status: 405, headers: { Allow: "POST" } });
}
