import type { ActionResult } from "~/schemas/action-result";

/**
 * The answer a visitor's form shows again (ADR 037): the typed text, the messages by field and the
 * form's own message; a refused quote form also carries a new fill-time token.
 */
export type VisitorAnswer = Pick<ActionResult, "message" | "fieldErrors" | "values"> & {
  data?: { fillToken?: string } | undefined;
};

/** Robots fill in every field; people never see this one, and a filled one is thanked and dropped. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Lad dette felt være tomt</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** Why the firm gets what the visitor types, with the site's privacy notice. */
export function PrivacyNote({ href, children }: { href: string; children: string }) {
  return (
    <p className="text-sm text-stone-700">
      {children} Læs mere i{" "}
      <a href={href} className="font-medium text-(--site-link) underline underline-offset-2">
        privatlivspolitikken
      </a>
      .
    </p>
  );
}
