import { type ActionFunctionArgs, data, Form, useActionData, useNavigation } from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { forgotPasswordSchema, RESET_PASSWORD_LINK_MINUTES } from "~/schemas/settings";
import { requestInfoContext } from "~/server/context";
import { requestPasswordReset } from "~/server/settings/request-password-reset.server";

export function meta() {
  return [{ title: "Glemt adgangskode | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

type ActionData = { sent?: true; error?: string; fieldError?: string; email?: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = forgotPasswordSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return data<ActionData>(
      { fieldError: parsed.error.issues[0]?.message, email: String(form.get("email") ?? "") },
      { status: 400 },
    );
  }
  const { ip } = context.get(requestInfoContext);
  const result = await requestPasswordReset({ email: parsed.data.email, ip });
  if (result === "rate_limited") {
    return data<ActionData>(
      { error: "For mange forsøg. Vent en time, og prøv igen.", email: parsed.data.email },
      { status: 429 },
    );
  }
  // The same answer whether or not the e-mail has an account.
  return data<ActionData>({ sent: true });
}

// Typed without ./+types: these routes sit in their own fragment (admin/password/routes.ts).
export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <AuthCard title="Glemt adgangskode?">
      {actionData?.sent ? (
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
              ...(actionData?.fieldError
                ? [{ message: actionData.fieldError, fieldId: "forgot-email" }]
                : []),
              ...(actionData?.error ? [{ message: actionData.error }] : []),
            ]}
          />
          <Field
            id="forgot-email"
            label="E-mail"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email}
            error={actionData?.fieldError}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sender..." : "Send link"}
          </Button>
        </Form>
      )}
      <p className="mt-6 text-sm text-stone-700">
        <a className="font-semibold text-brand-700 underline" href="/admin">
          Tilbage til log ind
        </a>
      </p>
    </AuthCard>
  );
}
