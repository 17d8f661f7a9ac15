import { redirect } from "react-router";
import { signOutOwner } from "~/server/auth/sign-out-owner.server";
import type { Route } from "./+types/logout";

// SPEC §2 Admin: after logout the user lands on /admin.
export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  for (const cookie of await signOutOwner(request)) headers.append("Set-Cookie", cookie);
  return redirect("/admin", { headers });
}

export function loader() {
  return redirect("/admin");
}
