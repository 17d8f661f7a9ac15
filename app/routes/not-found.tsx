import { data } from "react-router";
import { NotFound } from "~/components/ui/not-found";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { hydrate: false };

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
