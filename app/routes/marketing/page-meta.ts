import { marketingMeta, originFromMatches } from "~/components/marketing/meta";

type MetaOptions = Omit<Parameters<typeof marketingMeta>[0], "origin">;

/** The `meta` export of a main-site page: its tags with the canonical URL on the main site's origin. */
export function pageMeta(options: MetaOptions) {
  return ({ matches }: { matches: Parameters<typeof originFromMatches>[0] }) =>
    marketingMeta({ origin: originFromMatches(matches), ...options });
}
