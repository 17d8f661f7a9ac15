import { type ActionFunctionArgs, useActionData } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { parseForm } from "~/lib/parse-form";
import { forgotPasswordSchema, RESET_PASSWORD_LINK_MINUTES } from "~/schemas/settings";
import { requestInfoContext } from "~/server/context";
import { requestPasswordReset } from "~/server/settings/request-password-reset.server";
import { actionDone, actionInvalid } from "../../action-result.server";
import { AuthForm, emailField } from "./auth-form";

export function meta() {
  return [{ title: "Glemt adgangskode | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = parseForm(await request.formData(), forgotPasswordSchema);
  if (!parsed.ok) return actionInvalid(parsed);
  const { ip } = context.get(requestInfoContext);
  const result = await requestPasswordReset({ email: parsed.data.email, ip });
  if (result === "rate_limited") {
    return actionInvalid({
      fieldErrors: {},
      message: "For mange forsøg. Vent en time, og prøv igen.",
      values: parsed.values,
      status: 429,
    });
  }
  // The same answer whether or not the e-mail has an account.
  return actionDone();
}

// Typed without ./+types: these routes sit in their own fragment (admin/password/routes.ts).
export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  return (
    <AuthCard title="Glemt adgangskode?" backToLogin>
      {actionData?.ok ? (
        <div role="status" className="space-y-3 rounded-lg bg-green-50 p-4 text-green-950">
          <p className="font-semibold">Tjek din email</p>
          <p>
            Hvis der findes en konto med den email, har vi sendt et link, som du kan bruge til at vælge et nyt
            password. Linket virker i {RESET_PASSWORD_LINK_MINUTES} minutter. Kan du ikke finde mailen, så kig
            i din spam-mappe.
          </p>
        </div>
      ) : (
        <AuthForm
          fields={[emailField("forgot-email")]}
          result={actionData}
          submit="Send link"
          busyLabel="Sender..."
          intro={
            <p className="text-stone-800">
              Skriv den e-mail, du logger ind med. Så sender vi dig et link, så du kan vælge en ny
              adgangskode.
            </p>
          }
        />
      )}
    </AuthCard>
  );
}
