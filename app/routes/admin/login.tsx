import { redirect } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { env } from "~/config/env.server";
import { parseForm } from "~/lib/parse-form";
import { loginSchema } from "~/schemas/login";
import { findOwner } from "~/server/auth/require-owner.server";
import { signInOwner } from "~/server/auth/sign-in-owner.server";
import { requestInfoContext } from "~/server/context";
import { actionInvalid } from "../action-result.server";
import type { Route } from "./+types/login";
import { AuthForm, emailField } from "./password/auth-form";

export function meta() {
  return [{ title: "Log ind på din side | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await findOwner(request)) throw redirect("/admin/dashboard");
  // Set by /admin/nulstil-password after a successful reset.
  return {
    passwordReset: new URL(request.url).searchParams.get("nulstillet") === "1",
    // On a customer subdomain a relative /onboarding is the customer's own (404) page: link to ours.
    onboardingUrl: `${env().publicUrl}/onboarding`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), loginSchema, { omitValues: ["password"] });
  if (!parsed.ok) return actionInvalid(parsed);
  const { ip } = context.get(requestInfoContext);
  const result = await signInOwner({ ...parsed.data, ip });
  if (!result.ok) {
    // SPEC §8: one message for any failure, so the form never reveals which accounts exist.
    const limited = result.error === "rate_limited";
    return actionInvalid({
      fieldErrors: {},
      message: limited
        ? "For mange forsøg på at logge ind. Vent et kvarter, og prøv igen."
        : "Forkert e-mail eller adgangskode",
      values: parsed.values,
      status: limited ? 429 : 401,
    });
  }
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return redirect("/admin/dashboard", { headers });
}

const LOGIN_FIELDS = [
  emailField("login-email"),
  {
    id: "login-password",
    name: "password",
    label: "Adgangskode",
    type: "password",
    autoComplete: "current-password",
  },
];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Log ind på din side">
      {loaderData?.passwordReset && !actionData ? (
        <p role="status" className="mb-4 rounded-lg bg-green-50 p-3 font-medium text-green-900">
          Din adgangskode er ændret. Log ind med din nye adgangskode.
        </p>
      ) : null}
      <AuthForm fields={LOGIN_FIELDS} result={actionData} submit="Log ind" busyLabel="Logger ind...">
        <p className="text-sm">
          <a className="font-semibold text-brand-700 underline" href="/admin/glemt-password">
            Glemt adgangskode?
          </a>
        </p>
      </AuthForm>
      <p className="mt-6 text-sm text-stone-700">
        Har du ikke en side endnu?{" "}
        <a className="font-semibold text-brand-700 underline" href={loaderData.onboardingUrl}>
          Opret hjemmeside
        </a>
      </p>
    </AuthCard>
  );
}
