import { data } from "react-router";
import { FormResult } from "~/components/admin/form-result";
import { EnablePush } from "~/components/admin/notifications/enable-push";
import { PushDevices } from "~/components/admin/notifications/push-devices";
import { type SmsResult, SmsSettings } from "~/components/admin/notifications/sms-settings";
import { pushEnabled, vapidPublicKey } from "~/integrations/push/index.server";
import { smsEnabled } from "~/integrations/sms/index.server";
import {
  deviceLabelSchema,
  PUSH_MESSAGES,
  pushSubscriptionSchema,
  SMS_ESCALATE_MINUTES,
  SMS_MESSAGES,
  SMS_MODES,
} from "~/schemas/push-subscription";
import { confirmSmsCode } from "~/server/alerts/confirm-sms-code.server";
import { deletePushSubscription } from "~/server/alerts/delete-push-subscription.server";
import { listPushDevices } from "~/server/alerts/list-push-devices.server";
import { loadSmsSettings } from "~/server/alerts/load-sms-settings.server";
import { queueTestPush } from "~/server/alerts/queue-test-push.server";
import { requestSmsCode } from "~/server/alerts/request-sms-code.server";
import { savePushSubscription } from "~/server/alerts/save-push-subscription.server";
import { setSmsAlertMode } from "~/server/alerts/set-sms-alert-mode.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { isAppError } from "~/server/errors";
import type { Route } from "./+types/notifications";

export function meta() {
  return [{ title: "Notifikationer | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

const dateTime = new Intl.DateTimeFormat("da-DK", {
  timeZone: "Europe/Copenhagen",
  dateStyle: "medium",
  timeStyle: "short",
});

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const devices = await listPushDevices(company.id);
  return {
    vapidPublicKey: pushEnabled() ? vapidPublicKey() : null,
    sms: smsEnabled() ? await loadSmsSettings(company.id) : null,
    devices: devices.map((device) => ({
      id: device.id,
      label: device.label,
      added: dateTime.format(device.createdAt),
      lastSent: device.lastSentAt ? dateTime.format(device.lastSentAt) : null,
      retrying: device.retrying,
      failed: device.failed,
      lastError: device.lastError,
    })),
  };
}

type ActionResult = { ok: boolean; message: string; fieldErrors?: { label?: string } };

export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent.startsWith("sms-")) return smsAction(company.id, intent, form);
  const fail = (message: string, extra: Partial<ActionResult> = {}) =>
    data<ActionResult>({ ok: false, message, ...extra }, { status: 400 });
  if (!pushEnabled()) return fail(PUSH_MESSAGES.notSetUp);
  const id = String(form.get("id") ?? "");
  try {
    if (intent === "subscribe") {
      const label = deviceLabelSchema.safeParse(String(form.get("label") ?? ""));
      if (!label.success) {
        const message = label.error.issues[0]?.message ?? PUSH_MESSAGES.labelMissing;
        return fail(message, { fieldErrors: { label: message } });
      }
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(String(form.get("subscription") ?? ""));
      } catch {}
      const subscription = pushSubscriptionSchema.safeParse(parsed);
      if (!subscription.success) return fail(PUSH_MESSAGES.invalid);
      await savePushSubscription(company.id, { ...subscription.data, label: label.data });
      return {
        ok: true,
        message: `Notifikationer er slået til på ${label.data}. Send en test for at prøve.`,
      };
    }
    if (intent === "test") {
      const queued = await queueTestPush(company.id, id);
      if (queued === 0) return fail("Enheden blev ikke fundet. Den er måske allerede fjernet.");
      return { ok: true, message: "Testen er sendt. Den når frem om få sekunder." };
    }
    if (intent === "remove") {
      if (!(await deletePushSubscription(company.id, id)))
        return fail("Enheden blev ikke fundet. Den er måske allerede fjernet.");
      return { ok: true, message: "Enheden er fjernet og får ikke flere notifikationer." };
    }
    return fail("Ukendt handling");
  } catch (error) {
    const failure = domainFailure(
      error,
      "notifications action failed",
      "Det lykkedes ikke lige nu. Prøv igen.",
      {
        intent,
      },
    );
    return data<ActionResult>({ ok: false, message: failure.message }, { status: failure.status });
  }
}

/** The SMS forms' answers: a Danish message, and the field it belongs to with the typed number kept. */
async function smsAction(companyId: string, intent: string, form: FormData) {
  const phone = String(form.get("phone") ?? "");
  const answer = (status: number, result: SmsResult & { intent: "sms" }) => data(result, { status });
  if (!smsEnabled()) return answer(400, { intent: "sms", ok: false, message: SMS_MESSAGES.notSetUp });
  try {
    if (intent === "sms-code") {
      const sentTo = await requestSmsCode(companyId, phone);
      return answer(200, {
        intent: "sms",
        ok: true,
        message: `Vi har sendt en kode til ${sentTo}. Skriv den herunder.`,
      });
    }
    if (intent === "sms-confirm") {
      const confirmed = await confirmSmsCode(companyId, String(form.get("code") ?? ""));
      return answer(200, {
        intent: "sms",
        ok: true,
        message: `${confirmed} er bekræftet. Du får en SMS ved nye forespørgsler.`,
      });
    }
    const mode = String(form.get("mode") ?? "");
    const minutes = Number(form.get("minutes"));
    if (
      !(SMS_MODES as readonly string[]).includes(mode) ||
      !(SMS_ESCALATE_MINUTES as readonly number[]).includes(minutes)
    )
      return answer(400, {
        intent: "sms",
        ok: false,
        field: "mode",
        message: "Vælg hvornår du vil have en SMS",
      });
    await setSmsAlertMode(companyId, mode as (typeof SMS_MODES)[number], minutes as 15 | 30 | 60);
    return answer(200, { intent: "sms", ok: true, message: "SMS-valget er gemt." });
  } catch (error) {
    const failure = domainFailure(error, "sms settings failed", SMS_MESSAGES.sendFailed, { intent });
    const field = isAppError(error) ? (error.field as SmsResult["field"]) : "phone";
    return answer(failure.status, { intent: "sms", ok: false, message: failure.message, field, phone });
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
          <EnablePush vapidPublicKey={loaderData.vapidPublicKey} />
        ) : (
          <p className="text-stone-800">{PUSH_MESSAGES.notSetUp}</p>
        )}
      </section>
      <section aria-labelledby="dine-enheder" className="grid gap-3 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="dine-enheder" className="font-semibold text-lg text-stone-900">
          Dine enheder
        </h2>
        <FormResult result={actionData && !("intent" in actionData) ? actionData : undefined} />
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
              result={actionData && "intent" in actionData ? (actionData as SmsResult) : undefined}
            />
          </>
        ) : (
          <p className="text-stone-800">{SMS_MESSAGES.notSetUp}</p>
        )}
      </section>
    </div>
  );
}
