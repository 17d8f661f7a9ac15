import { data } from "react-router";
import { FormResult } from "~/components/admin/form-result";
import { EnablePush } from "~/components/admin/notifications/enable-push";
import { PushDevices } from "~/components/admin/notifications/push-devices";
import { pushEnabled, vapidPublicKey } from "~/integrations/push/index.server";
import { deviceLabelSchema, PUSH_MESSAGES, pushSubscriptionSchema } from "~/schemas/push-subscription";
import { deletePushSubscription } from "~/server/alerts/delete-push-subscription.server";
import { listPushDevices } from "~/server/alerts/list-push-devices.server";
import { queueTestPush } from "~/server/alerts/queue-test-push.server";
import { savePushSubscription } from "~/server/alerts/save-push-subscription.server";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
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
        <FormResult result={actionData} />
        <PushDevices devices={loaderData.devices} />
      </section>
    </div>
  );
}
