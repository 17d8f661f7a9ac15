import { z } from "zod";
import { FormResult } from "~/components/admin/form-result";
import { EnablePush } from "~/components/admin/notifications/enable-push";
import { PushDevices } from "~/components/admin/notifications/push-devices";
import { SmsSettings } from "~/components/admin/notifications/sms-settings";
import { pushEnabled, vapidPublicKey } from "~/integrations/push/index.server";
import { smsEnabled } from "~/integrations/sms/index.server";
import { danishDateTime } from "~/lib/danish-time";
import { parseForm } from "~/lib/parse-form";
import { pushSubscribeFormSchema, SMS_MODE_MESSAGE, smsModeFormSchema } from "~/schemas/notification-forms";
import { PUSH_MESSAGES, SMS_MESSAGES } from "~/schemas/push-subscription";
import { confirmSmsCode } from "~/server/alerts/confirm-sms-code.server";
import { deletePushSubscription } from "~/server/alerts/delete-push-subscription.server";
import { guessDeviceName } from "~/server/alerts/device-name";
import { listPushDevices } from "~/server/alerts/list-push-devices.server";
import { loadSmsSettings } from "~/server/alerts/load-sms-settings.server";
import { queueTestPush } from "~/server/alerts/queue-test-push.server";
import { requestSmsCode } from "~/server/alerts/request-sms-code.server";
import { savePushSubscription } from "~/server/alerts/save-push-subscription.server";
import { setSmsAlertMode } from "~/server/alerts/set-sms-alert-mode.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { actionDone, actionFailed, actionInvalid } from "../../action-result.server";
import type { Route } from "./+types/notifications";

export function meta() {
  return [{ title: "Notifikationer | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const devices = await listPushDevices(company.id);
  return {
    vapidPublicKey: pushEnabled() ? vapidPublicKey() : null,
    deviceName: guessDeviceName(request.headers.get("user-agent") ?? ""),
    sms: smsEnabled() ? await loadSmsSettings(company.id) : null,
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      added: danishDateTime(device.createdAt),
      lastSent: device.lastSentAt ? danishDateTime(device.lastSentAt) : null,
      retrying: device.retrying,
      failed: device.failed,
      lastError: device.lastError,
    })),
  };
}

const POSTED = z.object({ intent: z.string(), id: z.string(), phone: z.string(), code: z.string() });
const NOT_FOUND = "Enheden blev ikke fundet. Den er måske allerede fjernet.";

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const posted = parseForm(form, POSTED);
  const fields = posted.ok ? posted.data : { intent: "", id: "", phone: "", code: "" };
  const { intent, id } = fields;
  if (intent.startsWith("sms-")) return smsAction(company.id, fields, form);
  const refuse = (message: string) => actionInvalid({ fieldErrors: {}, message });
  if (!pushEnabled()) return refuse(PUSH_MESSAGES.notSetUp);
  try {
    if (intent === "subscribe") {
      const parsed = parseForm(form, pushSubscribeFormSchema, { omitValues: ["subscription"] });
      if (!parsed.ok) {
        // A bad name is the owner's to fix; a bad subscription is the browser's, told in one sentence.
        const label = parsed.fieldErrors.label;
        return actionInvalid({
          fieldErrors: label ? { label } : {},
          message: label ?? PUSH_MESSAGES.invalid,
        });
      }
      const { label, subscription } = parsed.data;
      await savePushSubscription(company.id, { ...subscription, label });
      return actionDone({ message: `Notifikationer er slået til på ${label}. Send en test for at prøve.` });
    }
    if (intent === "test") {
      if ((await queueTestPush(company.id, id)) === 0) return refuse(NOT_FOUND);
      return actionDone({ message: "Testen er sendt. Den når frem om få sekunder." });
    }
    if (intent === "remove") {
      if (!(await deletePushSubscription(company.id, id))) return refuse(NOT_FOUND);
      return actionDone({ message: "Enheden er fjernet og får ikke flere notifikationer." });
    }
    return refuse("Ukendt handling");
  } catch (error) {
    return actionFailed(error, {
      log: "notifications action failed",
      fallback: "Det lykkedes ikke lige nu. Prøv igen.",
      fields: { intent },
    });
  }
}

/** The SMS forms' answers (intent "sms"): a Danish message on its field, the typed number kept. */
async function smsAction(
  companyId: string,
  posted: { intent: string; phone: string; code: string },
  form: FormData,
) {
  const intent = "sms";
  if (!smsEnabled()) return actionInvalid({ intent, fieldErrors: {}, message: SMS_MESSAGES.notSetUp });
  try {
    if (posted.intent === "sms-code") {
      const sentTo = await requestSmsCode(companyId, posted.phone);
      return actionDone({ intent, message: `Vi har sendt en kode til ${sentTo}. Skriv den herunder.` });
    }
    if (posted.intent === "sms-confirm") {
      const confirmed = await confirmSmsCode(companyId, posted.code);
      return actionDone({
        intent,
        message: `${confirmed} er bekræftet. Du får en SMS ved nye forespørgsler.`,
      });
    }
    const choice = parseForm(form, smsModeFormSchema);
    if (!choice.ok)
      return actionInvalid({ intent, fieldErrors: { mode: SMS_MODE_MESSAGE }, message: SMS_MODE_MESSAGE });
    await setSmsAlertMode(companyId, choice.data.mode, choice.data.minutes);
    return actionDone({ intent, message: "SMS-valget er gemt." });
  } catch (error) {
    return actionFailed(error, {
      intent,
      log: "sms settings failed",
      fallback: SMS_MESSAGES.sendFailed,
      fields: { intent: posted.intent },
      values: { phone: posted.phone },
    });
  }
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="font-bold text-2xl text-stone-900">Notifikationer</h1>
        <p className="max-w-2xl text-stone-700">
          Få besked på telefonen få sekunder efter, at en kunde har sendt en forespørgsel. Tryk på beskeden
          for at åbne den. Beskeden viser kun kundens navn, opgaven og byen.
        </p>
      </div>
      <section aria-labelledby="denne-enhed" className="rounded-xl bg-white p-5 shadow-sm">
        <h2 id="denne-enhed" className="mb-3 font-semibold text-lg text-stone-900">
          Denne enhed
        </h2>
        {loaderData.vapidPublicKey ? (
          <EnablePush vapidPublicKey={loaderData.vapidPublicKey} deviceName={loaderData.deviceName} />
        ) : (
          <p className="text-stone-800">{PUSH_MESSAGES.notSetUp}</p>
        )}
      </section>
      <section aria-labelledby="dine-enheder" className="grid gap-3 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="dine-enheder" className="font-semibold text-lg text-stone-900">
          Dine enheder
        </h2>
        <FormResult result={actionData?.intent === undefined ? actionData : undefined} />
        <PushDevices devices={loaderData.devices} />
      </section>
      <section aria-labelledby="sms" className="grid gap-3 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="sms" className="font-semibold text-lg text-stone-900">
          SMS
        </h2>
        {loaderData.sms ? (
          <>
            <p className="max-w-2xl text-stone-700">
              Få en SMS ved nye forespørgsler, eller kun når en forespørgsel ikke er åbnet i tide i din
              åbningstid.
            </p>
            <SmsSettings
              settings={loaderData.sms}
              result={actionData?.intent === "sms" ? actionData : undefined}
            />
          </>
        ) : (
          <p className="text-stone-800">{SMS_MESSAGES.notSetUp}</p>
        )}
      </section>
    </div>
  );
}
