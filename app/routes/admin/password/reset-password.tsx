import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { AuthCard } from "~/components/admin/auth-card";
import { parseForm } from "~/lib/parse-form";
import { resetPasswordSchema } from "~/schemas/settings";
import { isResetTokenUsable } from "~/server/settings/is-reset-token-usable.server";
import { resetOwnerPassword } from "~/server/settings/reset-owner-password.server";
import { actionInvalid } from "../../action-result.server";
import { AuthForm } from "./auth-form";

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

export async function action({ request }: ActionFunctionArgs) {
  const parsed = parseForm(await request.formData(), resetPasswordSchema, {
    omitValues: ["password", "confirmPassword"],
  });
  // A missing or mangled token is the link's fault, not the owner's: the page offers a new link.
  if (!parsed.ok && !parsed.fieldErrors.token) return actionInvalid(parsed);
  const result = parsed.ok
    ? await resetOwnerPassword(parsed.data.token, parsed.data.password)
    : "invalid_token";
  if (result === "invalid_token") {
    return actionInvalid({ fieldErrors: { token: INVALID_LINK }, message: INVALID_LINK });
  }
  return redirect("/admin?nulstillet=1");
}

const INVALID_LINK = "Linket er udløbet eller er allerede brugt.";

const RESET_FIELDS = [
  {
    id: "reset-password",
    name: "password",
    label: "Ny adgangskode",
    type: "password",
    autoComplete: "new-password",
    minLength: 6,
    hint: "Mindst 6 tegn.",
  },
  {
    id: "reset-confirm",
    name: "confirmPassword",
    label: "Gentag adgangskode",
    type: "password",
    autoComplete: "new-password",
  },
];

// Typed without ./+types: these routes sit in their own fragment (admin/password/routes.ts).
export default function ResetPassword() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const invalid = !loaderData.usable || Boolean(actionData?.fieldErrors.token);
  return (
    <AuthCard title="Vælg en ny adgangskode" backToLogin>
      {invalid ? (
        <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 text-red-900">
          <p>{INVALID_LINK}</p>
          <p>
            <a className="font-semibold underline" href="/admin/glemt-password">
              Bed om et nyt link
            </a>
          </p>
        </div>
      ) : (
        <AuthForm
          fields={RESET_FIELDS}
          result={actionData}
          submit="Gem ny adgangskode"
          busyLabel="Gemmer..."
          intro={<input type="hidden" name="token" value={loaderData.token} />}
        />
      )}
    </AuthCard>
  );
}
