import http from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error oidc-provider ships no type declarations; the few calls below are its documented API.
import Provider from "oidc-provider";

/**
 * For tests: a real OpenID Connect provider (panva's certified `oidc-provider`, not an imitation) on
 * loopback, standing in for a MitID Erhverv broker. Its development login form takes any login name
 * and password; the account's MitID Erhverv CVR claim is the first 8 digits in the login name, so a
 * test "logs in for" a firm by typing its number. Consent is granted without asking, as brokers do
 * for their own clients.
 */
export async function startOidcTestProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  cvrClaim: string;
  port?: number;
}) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub", "name", options.cvrClaim] },
    // The claims go into the ID token itself, which is all the client reads.
    conformIdTokenClaims: false,
    cookies: { keys: ["oidc-test-provider-cookie-key"] },
    async findAccount(_ctx: unknown, sub: string) {
      const cvr = /\d{8}/.exec(sub)?.[0];
      return {
        accountId: sub,
        async claims() {
          return { sub, name: "Test Testesen", ...(cvr ? { [options.cvrClaim]: cvr } : {}) };
        },
      };
    },
    async loadExistingGrant(ctx: {
      oidc: {
        provider: { Grant: new (init: { clientId: string; accountId: string }) => OidcGrant };
        client: { clientId: string };
        session: { accountId: string };
      };
    }) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid");
      grant.addOIDCClaims(["sub", "name", options.cvrClaim]);
      await grant.save();
      return grant;
    },
  });
  // A refused token request says why in the test's log (oidc-provider keeps error_detail to itself).
  provider.on("grant.error", (_ctx: unknown, error: { error_detail?: string; message?: string }) =>
    console.warn("oidc test provider: token request refused:", error.error_detail ?? error.message),
  );
  server.on("request", provider.callback());
  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

type OidcGrant = {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
};
