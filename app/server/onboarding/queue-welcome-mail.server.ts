import { domainToUnicode } from "node:url";
import { env } from "~/config/env.server";
import type { DbOrTx } from "~/db/client.server";
import { welcomeMail } from "~/integrations/mail/templates/welcome";
import { ownerPersonName } from "~/server/mail/owner-person-name.server";
import { queueMail } from "~/server/mail/queue-mail.server";

/**
 * The one welcome mail (SPEC §7): composed here for site creation and for /api/sendWelcomeEmail
 * alike, and queued with one dedupe key per company, so it is never sent twice.
 */
export async function queueWelcomeMail(
  tx: DbOrTx,
  company: { name: string; cvr: string; companyEmail: string },
  siteUrl: string,
): Promise<void> {
  const mail = welcomeMail({
    companyName: company.name,
    personName: await ownerPersonName(tx, company.companyEmail, company.name),
    companyEmail: company.companyEmail,
    cvr: company.cvr,
    siteUrl,
    adminUrl: `${siteUrl}/admin`,
    supportEmail: unicodeEmail(env().SUPPORT_EMAIL),
  });
  await queueMail(tx, {
    kind: "welcome",
    to: company.companyEmail,
    ...mail,
    dedupeKey: `welcome:${company.cvr}`,
  });
}

/** support@xn--hndvrkernet-x8aq.dk → support@håndværkernet.dk, as people read it. */
function unicodeEmail(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0
    ? address
    : `${address.slice(0, at + 1)}${domainToUnicode(address.slice(at + 1)) || address.slice(at + 1)}`;
}
