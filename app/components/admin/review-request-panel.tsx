import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";
import type { ReviewRequestPanel } from "~/schemas/review-request";
import { FormResult } from "./form-result";

const dateTime = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  dateStyle: "long",
  timeStyle: "short",
});

/**
 * "Bed om en anmeldelse" on a finished job (issue 26): the exact mail as a preview and one send button,
 * or why it cannot be sent, or when it was sent. The send is a plain form post.
 */
export function ReviewRequestPanelView({
  panel,
  result,
}: {
  panel: ReviewRequestPanel;
  result: { ok: boolean; message: string } | undefined;
}) {
  if (panel.state === "hidden") return null;
  return (
    <Panel
      id="anmeldelse"
      title="Bed om en anmeldelse"
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-5"
    >
      {panel.state === "sent" ? (
        <p className="text-stone-800">
          Anmodningen om en anmeldelse blev sendt {dateTime.format(new Date(panel.sentAt))}.
        </p>
      ) : null}
      {panel.state === "refused" ? <p className="text-stone-800">{panel.reason}</p> : null}
      {panel.state === "ready" ? (
        <>
          <p className="text-stone-700">
            Kunden får én neutral mail om denne opgave med links til dine anmeldelsessider. Den kan kun sendes
            én gang og kun inden for 14 dage efter, at opgaven blev udført.
          </p>
          <figure className="rounded-lg border border-stone-300 bg-stone-50 p-4">
            <figcaption className="mb-2 font-medium text-stone-900">Sådan ser mailen ud</figcaption>
            <dl className="mb-3 grid gap-1 text-sm text-stone-800">
              <div>
                <dt className="inline font-semibold">Til: </dt>
                <dd className="inline break-words">{panel.preview.to}</dd>
              </div>
              {panel.preview.bcc ? (
                <div>
                  <dt className="inline font-semibold">Bcc (Trustpilot): </dt>
                  <dd className="inline break-all">{panel.preview.bcc}</dd>
                </div>
              ) : null}
              <div>
                <dt className="inline font-semibold">Emne: </dt>
                <dd className="inline break-words">{panel.preview.subject}</dd>
              </div>
            </dl>
            <p className="whitespace-pre-wrap break-words text-stone-800">{panel.preview.text}</p>
          </figure>
          <Form method="post">
            <button type="submit" name="intent" value="review-request" className={buttonClass("primary")}>
              Send anmodningen
            </button>
          </Form>
        </>
      ) : null}
      <FormResult result={result} />
    </Panel>
  );
}
