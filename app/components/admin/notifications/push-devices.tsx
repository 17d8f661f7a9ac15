import { Form } from "react-router";
import { buttonClass } from "~/components/ui/button";

export type PushDeviceView = {
  id: string;
  label: string;
  added: string;
  lastSent: string | null;
  retrying: number;
  failed: number;
  lastError: string | null;
};

/** The owner's devices with how their alerts went, each with "Send en test" and "Fjern" (plain POSTs). */
export function PushDevices({ devices }: { devices: PushDeviceView[] }) {
  if (devices.length === 0)
    return (
      <p className="text-stone-700">Ingen enheder endnu. Slå notifikationer til på din telefon ovenfor.</p>
    );
  return (
    <ul className="grid gap-3">
      {devices.map((device) => (
        <li key={device.id} className="grid gap-2 rounded-lg border border-stone-200 p-4">
          <p className="break-words font-semibold text-stone-900">{device.label}</p>
          <p className="text-sm text-stone-700">
            Tilføjet {device.added}.{" "}
            {device.lastSent ? `Seneste notifikation ${device.lastSent}.` : "Har ikke modtaget nogen endnu."}
          </p>
          {device.retrying > 0 || device.failed > 0 ? (
            <p className="text-red-700 text-sm">
              {device.retrying > 0
                ? `${device.retrying} ${device.retrying === 1 ? "notifikation venter" : "notifikationer venter"} på et nyt forsøg. `
                : ""}
              {device.failed > 0
                ? `${device.failed} ${device.failed === 1 ? "notifikation" : "notifikationer"} kunne ikke leveres. `
                : ""}
              {device.lastError ? `Seneste fejl: ${device.lastError}.` : ""}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="id" value={device.id} />
              <button type="submit" name="intent" value="test" className={buttonClass("secondary")}>
                Send en test<span className="sr-only"> til {device.label}</span>
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="id" value={device.id} />
              <button type="submit" name="intent" value="remove" className={buttonClass("danger")}>
                Fjern<span className="sr-only"> {device.label}</span>
              </button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}
