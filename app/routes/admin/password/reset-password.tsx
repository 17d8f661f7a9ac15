import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { Button } from "~/components/ui/button";
import { ErrorSummary, fieldSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { resetPasswordSchema } from "~/schemas/settings";
import { isResetTokenUsable } from "~/server/settings/is-reset-token-usable.server";
import { resetOwnerPassword } from "~/server/settings/reset-owner-password.server";

export function meta() {
  return [
    { title: "Vælg en ny adgangskode | Håndværkernet" },
    { name: "robots", content: "noindex" },
    // The link carries the token: never pass it on to another site.
    { name: "referrer", content: "no-referrer" },
  ];
}

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: await isResetTokenUsable(token) };
}

type ActionData = { fieldErrors?: { password?: string; confirmPassword?: string }; invalidToken?: true };

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const parsed = resetPasswordSchema.safeParse({
    token: form.get("token") ?? "",
    password: form.get("password") ?? "",
    confirmPassword: form.get("confirmPassword") ?? "",
  });
  if (!parsed.success) {
    const fieldErrors: NonNullable<ActionData["fieldErrors"]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === "token") return data<ActionData>({ invalidToken: true }, { status: 400 });
      if (key === "password" || key === "confirmPassword") fieldErrors[key] ??= issue.message;
    }
    return data<ActionData>({ fieldErrors }, { status: 400 });
  }
  const result = await resetOwnerPassword(parsed.data.token, parsed.data.password);
  if (result === "invalid_token") return data<ActionData>({ invalidToken: true }, { status: 400 });
  return redirect("/admin?nulstillet=1");
}

// Typed without ./+types: these routes sit in their own fragment (admin/password/routes.ts).
export default function ResetPassword() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const invalid = !loaderData.usable || actionData?.invalidToken;
  return (
    <AuthCard title="Vælg en ny adgangskode">
      {invalid ? (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-900">
          <p>Linket er udløbet eller er allerede brugt.</p>
          <p>
            <a className="font-semibold underline" href="/admin/glemt-password">
              Bed om et nyt link
            </a>
          </p>
        </div>
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="token" value={loaderData.token} />
          <ErrorSummary
            focusKey={actionData}
            errors={fieldSummary(["password", "confirmPassword"], actionData?.fieldErrors ?? {}, {
              password: "reset-password",
              confirmPassword: "reset-confirm",
            })}
          />
          <Field
            id="reset-password"
            label="Ny adgangskode"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={6}
            hint="Mindst 6 tegn."
            error={actionData?.fieldErrors?.password}
          />
          <Field
            id="reset-confirm"
            label="Gentag adgangskode"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={actionData?.fieldErrors?.confirmPassword}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Gemmer..." : "Gem ny adgangskode"}
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
