import { SCHEMA_DAYS } from "./hours";

/**
 * /llms.txt of a customer site (llmstxt.org: a Markdown file for language models): firm, contact,
 * services, area, hours and pages. Built from the very JSON-LD object the pages carry (plus the
 * services and menu, which JSON-LD does not hold), so both always say the same.
 */

type JsonLd = Record<string, unknown>;
export type LlmsPage = { label: string; url: string; line?: string };

const DANISH_DAYS = new Map(Object.entries(SCHEMA_DAYS).map(([danish, english]) => [english, danish]));

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const list = (value: unknown): JsonLd[] =>
  (Array.isArray(value) ? value : value && typeof value === "object" ? [value] : []) as JsonLd[];
/** Markdown's own characters in owner text are escaped: the file is text, not markup the owner wrote. */
const text = (value: string): string => value.replace(/\s+/g, " ").replace(/([\\`*_[\]<>#])/g, "\\$1");

export function renderLlmsTxt(input: { jsonLd: JsonLd; services: LlmsPage[]; pages: LlmsPage[] }): string {
  const { jsonLd } = input;
  const lines: string[] = [`# ${text(str(jsonLd.name))}`, ""];
  const description = str(jsonLd.description);
  if (description) lines.push(`> ${text(description)}`, "");

  const contact: string[] = [];
  const phone = str(jsonLd.telephone);
  if (phone) contact.push(`- Telefon: ${text(phone)}`);
  const email = str(jsonLd.email);
  if (email) contact.push(`- E-mail: ${text(email)}`);
  const address = list(jsonLd.address)[0];
  if (address) {
    const street = str(address.streetAddress);
    const town = [str(address.postalCode), str(address.addressLocality)].filter(Boolean).join(" ");
    const whole = [street, town].filter(Boolean).join(", ");
    if (whole) contact.push(`- Adresse: ${text(whole)}`);
  }
  const identifier = list(jsonLd.identifier)[0];
  if (identifier && str(identifier.value)) contact.push(`- CVR: ${text(str(identifier.value))}`);
  const url = str(jsonLd.url);
  if (url) contact.push(`- Hjemmeside: ${url}`);
  for (const point of list(jsonLd.contactPoint)) {
    const number = str(point.telephone);
    if (number)
      contact.push(
        `- ${text(str(point.name) || "Kontakt")}: ${text(number)}${str(point.description) ? ` (${text(str(point.description))})` : ""}`,
      );
  }
  if (contact.length > 0) lines.push("## Kontakt", "", ...contact, "");

  if (input.services.length > 0)
    lines.push("## Ydelser", "", ...input.services.map((service) => link(service)), "");

  const area = list(jsonLd.areaServed)
    .map((place) => str(place.name))
    .filter(Boolean);
  if (area.length > 0) lines.push("## Område", "", ...area.map((name) => `- ${text(name)}`), "");

  const hours = list(jsonLd.openingHoursSpecification).map((spec) => {
    const days = (Array.isArray(spec.dayOfWeek) ? spec.dayOfWeek : [spec.dayOfWeek])
      .map((day) => DANISH_DAYS.get(str(day).replace(/^https?:\/\/schema\.org\//, "")) ?? str(day))
      .join(", ");
    return `- ${days}: ${str(spec.opens)}–${str(spec.closes)}`;
  });
  if (hours.length > 0) lines.push("## Åbningstider", "", ...hours, "");
  const closed = list(jsonLd.specialOpeningHoursSpecification).map(
    (spec) => `- Lukket ${str(spec.validFrom)} til ${str(spec.validThrough)}`,
  );
  if (closed.length > 0) lines.push("## Ferielukning", "", ...closed, "");

  if (input.pages.length > 0) lines.push("## Sider", "", ...input.pages.map((page) => link(page)), "");
  return `${lines.join("\n").trimEnd()}\n`;
}

function link(page: LlmsPage): string {
  return `- [${text(page.label)}](${page.url})${page.line ? `: ${text(page.line)}` : ""}`;
}
