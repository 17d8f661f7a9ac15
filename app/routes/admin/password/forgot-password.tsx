import { type ActionFunctionArgs, Form, useActionData, useNavigation } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { parseForm } from "~/lib/parse-form";
import { forgotPasswordSchema, RESET_PASSWORD_LINK_MINUTES } from "~/schemas/settings";
import { requestInfoContext } from "~/server/context";
import { requestPasswordReset } from "~/server/settings/request-password-reset.server";
import { actionDone, actionInvalid } from "../../action-result.server";

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
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
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
        <Form method="post" className="space-y-4" noValidate>
          <p className="text-stone-800">
            Skriv den e-mail, du logger ind med. Så sender vi dig et link, så du kan vælge en ny adgangskode.
          </p>
          <ErrorSummary
            focusKey={actionData}
            errors={[
              ...(actionData?.fieldErrors.email
                ? [{ message: actionData.fieldErrors.email, fieldId: "forgot-email" }]
                : []),
              ...(actionData?.message ? [{ message: actionData.message }] : []),
            ]}
          />
          <Field
            id="forgot-email"
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.values?.email}
            error={actionData?.fieldErrors.email}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sender..." : "Send link"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
