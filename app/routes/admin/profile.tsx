import { ProfileEditor } from "~/components/admin/profile-editor";
import { parseForm } from "~/lib/parse-form";
import { type ProfileFormValues, profileFormSchema, readProfileForm } from "~/schemas/profile-form";
import { requireOwner } from "~/server/auth/require-owner.server";
import { loadProfile } from "~/server/profile/load-profile.server";
import { saveProfile } from "~/server/profile/save-profile.server";
import { actionDone, actionFailed, actionInvalid } from "../action-result.server";
import type { Route } from "./+types/profile";

export function meta() {
  return [{ title: "Forsidens indhold | Håndværkernet" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const { company } = await requireOwner(request);
  const profile = await loadProfile(company.id);
  const values: ProfileFormValues = {
    introHeading: profile.intro?.heading ?? "",
    introText: profile.intro?.text ?? "",
    services: profile.services.map(({ title, line }) => ({ title, line })),
    usps: profile.usps,
    ownerName: profile.owner?.name ?? "",
    ownerLine: profile.owner?.line ?? "",
  };
  return { values };
}

/** A plain form post (works without JavaScript); bad input answers 400 with the messages and the typed values. */
export async function action({ request }: Route.ActionArgs) {
  const { company } = await requireOwner(request);
  const parsed = parseForm(await request.formData(), profileFormSchema, { read: readProfileForm });
  if (!parsed.ok) return actionInvalid({ fieldErrors: parsed.fieldErrors, values: parsed.values });
  try {
    await saveProfile(company.id, parsed.data);
    return actionDone({ message: "Ændringer blev gemt!" });
  } catch (error) {
    return actionFailed(error, {
      log: "profile not saved",
      fallback: "Ændringerne kunne ikke gemmes. Prøv igen.",
      values: parsed.values,
      fields: { companyId: company.id },
    });
  }
}

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="font-bold text-2xl text-stone-900">Forsidens indhold</h1>
      <p className="max-w-2xl text-stone-700">
        Teksten øverst på forsiden, ydelserne som kort, jeres salgsargumenter og "Mød mesteren". Billederne
        vælger I i billedearkivet.
      </p>
      <ProfileEditor values={loaderData.values} result={actionData} />
    </div>
  );
}
