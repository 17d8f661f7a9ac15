import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { ActionResult } from "~/schemas/action-result";
import { PUSH_MESSAGES } from "~/schemas/push-subscription";

/** The VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Support = "checking" | "yes" | "no";

const LABEL_ID = "device-label";

/**
 * "Slå notifikationer til på denne enhed": registers the /admin/ service worker, asks the browser for
 * permission, subscribes with our VAPID key and sends the subscription to the page's action. Needs
 * JavaScript by nature (push is a browser feature); without it the page says so.
 */
export function EnablePush({ vapidPublicKey, deviceName }: { vapidPublicKey: string; deviceName: string }) {
  const fetcher = useFetcher<ActionResult>();
  const [support, setSupport] = useState<Support>("checking");
  // The name as the server guessed it (the loader reads the User-Agent): the field has it before the
  // page's JavaScript runs, so nothing overwrites what the owner types meanwhile.
  const [label, setLabel] = useState(deviceName);
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    setSupport(
      "serviceWorker" in navigator && "PushManager" in window && "Notification" in window ? "yes" : "no",
    );
    // Typed before the page's JavaScript ran: the field shows it, so the state takes it too.
    const typed = (document.getElementById(LABEL_ID) as HTMLInputElement | null)?.value;
    if (typed) setLabel(typed);
  }, []);

  async function enable() {
    setProblem(null);
    if (label.trim() === "") {
      setProblem(PUSH_MESSAGES.labelMissing);
      return;
    }
    setWorking(true);
    try {
      const registration = await navigator.serviceWorker.register("/admin/sw.js", { scope: "/admin/" });
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setProblem(
          "Du har ikke givet lov til notifikationer. Tillad dem for denne side i browserens indstillinger, og prøv igen.",
        );
        return;
      }
      await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidPublicKey),
      });
      fetcher.submit(
        { intent: "subscribe", label, subscription: JSON.stringify(subscription.toJSON()) },
        { method: "post" },
      );
    } catch (error) {
      setProblem(
        `Enheden kunne ikke slås til: browserens pushtjeneste svarede ikke (${error instanceof Error ? error.message : String(error)}). Prøv igen om lidt.`,
      );
    } finally {
      setWorking(false);
    }
  }

  if (support === "no")
    return (
      <p className="text-stone-800">
        Denne browser kan ikke modtage push-notifikationer. På iPhone og iPad: tryk på Del og vælg «Føj til
        hjemmeskærm», og åbn Håndværkernet derfra.
      </p>
    );
  const answer = fetcher.data;
  const busy = working || fetcher.state !== "idle";
  return (
    <div className="grid gap-3">
      <Field
        id={LABEL_ID}
        label="Navn på enheden"
        name="label"
        value={label}
        maxLength={60}
        onChange={(event) => setLabel(event.target.value)}
        error={answer?.fieldErrors.label}
        className="max-w-sm"
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={enable}
          disabled={busy || support === "checking"}
          className={buttonClass("primary")}
        >
          {busy ? "Slår til …" : "Slå notifikationer til på denne enhed"}
        </button>
        <p role="status" className={problem || answer?.ok === false ? "text-red-700" : "text-green-800"}>
          {problem ?? answer?.message ?? ""}
        </p>
      </div>
    </div>
  );
}
