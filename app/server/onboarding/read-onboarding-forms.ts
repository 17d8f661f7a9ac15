import {
  type AccountInput,
  accountSchema,
  type WebsiteChoice,
  websiteChoiceSchema,
} from "~/schemas/onboarding";

import type { AccountField, WebsiteField } from "~/schemas/onboarding-flow";

export type { AccountField, WebsiteField };

type Read<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> };

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function firstPerField<F extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
) {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) errors[issue.path[0] as F] ??= issue.message;
  return errors;
}

/**
 * Step 2 as a plain form post: the radio `choice` (only shown when a website was found, so "other"
 * without it), `otherUrl` and the `noWebsite` checkbox. `foundUrl` comes from the server's lookup, never
 * from the form.
 */
export function readWebsiteForm(
  form: FormData,
  foundUrl: string | undefined,
): Read<WebsiteChoice, WebsiteField> {
  const choice = foundUrl ? text(form, "choice") : "other";
  const parsed = websiteChoiceSchema.safeParse({
    choice: choice || undefined,
    foundUrl,
    otherUrl: text(form, "otherUrl"),
    noWebsite: form.has("noWebsite"),
  });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstPerField<WebsiteField>(parsed.error.issues) };
}

/** Step 3 as a plain form post (the same rules as the browser's check before streaming). */
export function readAccountForm(form: FormData): Read<AccountInput, AccountField> {
  const parsed = accountSchema.safeParse({
    email: text(form, "email"),
    password: text(form, "password"),
    confirmPassword: text(form, "confirmPassword"),
    acceptPrivacy: form.has("acceptPrivacy"),
  });
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: firstPerField<AccountField>(parsed.error.issues) };
}
