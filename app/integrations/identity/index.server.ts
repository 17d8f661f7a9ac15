import { env, serviceEnabled, unknownProvider } from "~/config/env.server";
import { createOidcIdentity, type OidcIdentity } from "./oidc.server";

/** Whether IDENTITY_PROVIDER offers MitID Erhverv at all (none: the code by e-mail or SMS only). */
export function identityEnabled(): boolean {
  return serviceEnabled("IDENTITY_PROVIDER");
}

let identity: { key: string; value: OidcIdentity } | undefined;

/** The configured identity provider; throws when there is none (callers ask identityEnabled first). */
export function identityProvider(): OidcIdentity {
  const config = env();
  switch (config.IDENTITY_PROVIDER) {
    case "none":
      throw new Error("MitID Erhverv er ikke sat op på denne server (IDENTITY_PROVIDER=none)");
    case "oidc": {
      const settings = {
        issuer: config.OIDC_ISSUER ?? "",
        clientId: config.OIDC_CLIENT_ID ?? "",
        clientSecret: config.OIDC_CLIENT_SECRET ?? "",
        cvrClaim: config.OIDC_CVR_CLAIM,
        allowHttp: config.OIDC_ALLOW_HTTP,
      };
      // Tests change the environment between cases: a new setting is a new client.
      const key = JSON.stringify(settings);
      if (identity?.key !== key) identity = { key, value: createOidcIdentity(settings) };
      return identity.value;
    }
    default:
      throw unknownProvider("IDENTITY_PROVIDER", config.IDENTITY_PROVIDER);
  }
}

/**
 * Where "Log ind med MitID Erhverv" leads the browser after its form post (allowed by the CSP's
 * form-action, which browsers also apply to the redirects that follow): the product's main host
 * (/mitid/start, the owner may be on their subdomain) and the broker (its authorization endpoint on
 * the issuer's origin).
 */
export function identityFormOrigins(): string[] {
  if (!identityEnabled()) return [];
  const config = env();
  return [
    new URL(config.publicUrl).origin,
    ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : []),
  ];
}
