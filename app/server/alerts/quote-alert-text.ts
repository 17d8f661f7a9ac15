import { findPostcode } from "~/server/sections/omraade/postcodes";

const TASK_MAX = 40;

/**
 * A short title of the task from the visitor's description: its first sentence or line, cut at a
 * word to at most 40 characters with the ellipsis ("Vinduer i stuen skal skiftes. De er…" → "Vinduer i stuen skal skiftes").
 */
export function taskTitle(description: string): string {
  // A sentence ends after a word of three letters or more ("stuen."), not after "ca." or "m.m.".
  const first = description
    .trim()
    .split(/(?<=\p{L}{3,}[.!?])\s|\n/u)[0]!
    .replace(/[.!?\s]+$/, "")
    .replace(/\s+/g, " ");
  if (first.length <= TASK_MAX) return first;
  const cut = first.slice(0, TASK_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 15 ? cut.slice(0, space) : cut).replace(/[,;:\s]+$/, "")}…`;
}

/**
 * The town of an address: the Danish postcode's town when a known postcode is in it ("Hovedgaden 1,
 * 7100" → "Vejle"), else the last comma-separated part without digits, else "". Never the street:
 * the alert carries no more than the town.
 */
export function townOf(address: string): string {
  for (const match of address.matchAll(/\b(\d{4})\b/g)) {
    const postcode = findPostcode(match[1]!);
    if (postcode) return postcode.name;
  }
  const parts = address.split(",").map((part) => part.trim());
  if (parts.length < 2) return "";
  return parts.at(-1)!.replace(/\d+/g, "").trim();
}

export type AlertMessage = { title: string; body: string; url: string; tag: string };

/**
 * The push for a new request: "Ny forespørgsel: <task> – <town>", the visitor's name as the body and the
 * request's admin address to open. Only name, task and town: no phone, e-mail, street or photo.
 */
export function quoteAlertMessage(request: {
  id: string;
  name: string;
  description: string;
  address: string;
}): AlertMessage {
  const town = townOf(request.address);
  const task = taskTitle(request.description);
  return {
    title: `Ny forespørgsel: ${task}${town ? ` – ${town}` : ""}`,
    body: `Fra ${request.name}. Tryk for at åbne.`,
    url: `/admin/forespoergsler/${request.id}`,
    tag: `quote-${request.id}`,
  };
}

export const TEST_ALERT_MESSAGE: AlertMessage = {
  title: "Test fra Håndværkernet",
  body: "Notifikationer virker på denne enhed.",
  url: "/admin/notifikationer",
  tag: "test",
};
