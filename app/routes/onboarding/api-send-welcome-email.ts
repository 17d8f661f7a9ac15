import { data } from "react-router";
import { db } from "~/db/client.server";
import { findOwner } from "~/server/auth/require-owner.server";
import { queueWelcomeMail } from "~/server/onboarding/queue-welcome-mail.server";
import { siteUrl } from "~/server/sites/site-url.server";
import type { Route } from "./+types/api-send-welcome-email";

/**
 * POST /api/sendWelcomeEmail (SPEC §7, kept as a same-origin endpoint). Site creation already queues
 * the welcome mail; this endpoint only (re)queues it for the signed-in owner's own company, and the
 * outbox's dedupe key makes sure it is never sent twice. It never mails an address from the request.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Metoden er ikke tilladt" }, { status: 405 });
  const owner = await findOwner(request);
  if (!owner) return data({ error: "Du skal være logget ind" }, { status: 401 });
  const { company } = owner;
  await queueWelcomeMail(db(), company, siteUrl(company));
  return data({ ok: true });
}
