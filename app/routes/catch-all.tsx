import { redirect } from "react-router";

// SPEC §2: anything else redirects to /404.
export function loader() {
  return redirect("/404");
}

export function action() {
  return redirect("/404");
}
