import type { SiteRef } from "~/server/tenancy/find-site-by-host.server";
import { resolveRedirect } from "./resolve-redirect.server";

/**
 * Where a site path asked on the subdomain or under /{cvr} goes once the site has a verified own
 * domain (docs/decisions/019): the same path there, or straight to the target of a redirect the path
 * has, so an old address still takes one hop. null while the site has no verified own domain.
 * `external: false` (the product's main host, F8): a redirect to an outside address is not followed
 * here; the path goes to the own domain, which may then lead on under the owner's name, not ours.
 */
export async function ownDomainLocation(
  site: SiteRef,
  path: string,
  search: string,
  options: { external: boolean } = { external: true },
): Promise<string | null> {
  if (!site.ownDomain) return null;
  const origin = `https://${site.ownDomain}`;
  const target = path === "/" ? null : await resolveRedirect(site.companyId, path);
  if (target?.kind === "url") return options.external ? target.url : `${origin}${path}${search}`;
  return `${origin}${target ? target.path : path}${search}`;
}
