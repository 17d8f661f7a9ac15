import { Form, useSearchParams } from "react-router";
import { FormResult } from "~/components/admin/form-result";
import { buttonClass } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import type { ActionResult } from "~/schemas/action-result";
import type { OwnershipStatus } from "~/schemas/ownership-status";
import { CodeField, SendCodeButton } from "./code-field";

const date = new Intl.DateTimeFormat("da-DK", { timeZone: "Europe/Copenhagen", dateStyle: "long" });
const card = "grid gap-3 rounded-xl bg-white p-5 shadow-sm";

/**
 * Issue 27's three ways to prove the CVR number is the owner's, as plain POST forms (no JavaScript
 * needed): a code to the register's e-mail, a code by SMS to the register's mobile number, or MitID
 * Erhverv. Only the ways this server and the register allow are offered; the others say why not.
 */
export function OwnershipMethods({
  status,
  result,
}: {
  status: OwnershipStatus;
  /** The forms' answer, or what the MitID return reported (`message` only). */
  result: Pick<ActionResult, "ok" | "message" | "fieldErrors"> | undefined;
}) {
  const [params] = useSearchParams();
  if (status.verified)
    return (
      <Panel id="ejerskab-status" title="Ejerskabet er bekræftet" className={card}>
        {params.get("bekraeftet") || params.get("mitid") === "bekraeftet" ? (
          <p role="status" className="text-green-800">
            Tak! CVR {status.cvr} er bekræftet. Din hjemmeside kan nu findes i Google.
          </p>
        ) : null}
        <p className="text-stone-800">
          CVR {status.cvr} blev bekræftet den {date.format(new Date(status.verifiedAt))}.
        </p>
      </Panel>
    );
  const codeSent = status.pending ?? (result?.ok ? { method: null, to: null } : null);
  const codeError = result && !result.ok ? result.fieldErrors.code : undefined;
  const methodError = result && !result.ok && !codeError ? result : undefined;
  return (
    <>
      <Panel id="ejerskab-vaelg" title={`Bekræft, at CVR ${status.cvr} er din virksomhed`} className={card}>
        <p className="max-w-2xl text-stone-700">
          Indtil da er siden online, men vises ikke i Google. Er den ikke bekræftet den{" "}
          {date.format(new Date(status.pauseAt))}, sætter vi den på pause.
        </p>
        {status.registerError ? <p className="text-red-700">{status.registerError}</p> : null}
        <div id="ejerskab-fejl">
          <FormResult result={methodError ?? (result?.ok ? result : undefined)} />
        </div>
        <Form method="post" className="grid gap-2">
          <p className="text-stone-900">
            {status.email
              ? `En kode til virksomhedens e-mail i CVR-registeret: ${status.email}`
              : "CVR-registeret har ingen e-mailadresse for virksomheden."}
          </p>
          <div>
            <SendCodeButton method="email" disabled={!status.email}>
              Send kode på e-mail
            </SendCodeButton>
          </div>
        </Form>
        {status.smsEnabled ? (
          <Form method="post" className="grid gap-2">
            <p className="text-stone-900">
              {status.mobile
                ? `En kode på SMS til virksomhedens mobilnummer i CVR-registeret: ${status.mobile}`
                : "CVR-registeret har intet mobilnummer for virksomheden."}
            </p>
            <div>
              <SendCodeButton method="sms" disabled={!status.mobile}>
                Send kode på SMS
              </SendCodeButton>
            </div>
          </Form>
        ) : null}
        {status.mitidEnabled ? (
          // The answer leads to the broker's own site: a full-page post.
          <Form method="post" reloadDocument className="grid gap-2">
            <p className="text-stone-900">Eller log ind med MitID Erhverv for virksomheden.</p>
            <div>
              <button type="submit" name="intent" value="mitid" className={buttonClass("primary")}>
                Log ind med MitID Erhverv
              </button>
            </div>
          </Form>
        ) : null}
      </Panel>
      {codeSent ? (
        <Panel id="ejerskab-kode" title="Skriv koden" className={card}>
          <Form method="post" className="grid gap-2">
            <CodeField
              id="ejerskab-kode-felt"
              label={codeSent.to ? `Koden vi sendte til ${codeSent.to}` : "Koden vi sendte"}
              error={codeError}
            />
            <div>
              <button type="submit" name="intent" value="confirm" className={buttonClass("primary")}>
                Bekræft
              </button>
            </div>
          </Form>
        </Panel>
      ) : null}
    </>
  );
}
