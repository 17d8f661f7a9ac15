import { data } from "react-router";
import { ProfileEditor, type ProfileEditorResult } from "~/components/admin/profile-editor";
import { type ProfileFormValues, profileFormSchema, readProfileForm } from "~/schemas/profile-form";
import { requireOwner } from "~/server/auth/require-owner.server";
import { domainFailure } from "~/server/domain-failure.server";
import { loadProfile } from "~/server/profile/load-profile.server";
import { saveProfile } from "~/server/profile/save-profile.server";
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
  const values = readProfileForm(await request.formData());
  const parsed = profileFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path;
      const id =
        field === "services"
          ? `${String(part)}_${String(index)}`
          : field === "usps"
            ? `usp_${String(index)}`
            : String(field);
      errors[id] ??= issue.message;
    }
    return data<ProfileEditorResult>({ ok: false, message: "", values, errors }, { status: 400 });
  }
  try {
    await saveProfile(company.id, parsed.data);
    return data<ProfileEditorResult>({ ok: true, message: "Ændringer blev gemt!", values, errors: {} });
  } catch (error) {
    const failure = domainFailure(error, "profile not saved", "Ændringerne kunne ikke gemmes. Prøv igen.");
    return data<ProfileEditorResult>(
      { ok: false, message: "", values, errors: { introHeading: failure.message } },
      { status: failure.status },
    );
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
