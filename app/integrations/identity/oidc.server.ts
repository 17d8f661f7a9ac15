import * as client from "openid-client";
import type { IdentityLoginStart, IdentityResult } from "./types";

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The ID token claim holding the MitID Erhverv CVR number. */
  cvrClaim: string;
  /** Tests only: the local provider runs on plain http. */
  allowHttp: boolean;
};

/**
 * MitID Erhverv through an OpenID Connect broker: the authorization code flow with PKCE, state and
 * nonce (openid-client does discovery, the token request and the ID token checks: signature, issuer,
 * audience, nonce, expiry). Discovery is cached per issuer; a failed one is tried again next time.
 */
export function createOidcIdentity(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  const config = () => {
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        undefined,
        client.ClientSecretPost(settings.clientSecret),
        settings.allowHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start(redirectUri: string): Promise<IdentityLoginStart> {
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(await config(), {
        redirect_uri: redirectUri,
        scope: "openid",
        response_type: "code",
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    async finish(
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string; redirectUri: string },
    ): Promise<IdentityResult> {
      try {
        const tokens = await client.authorizationCodeGrant(
          await config(),
          callbackUrl,
          {
            pkceCodeVerifier: expected.codeVerifier,
            expectedState: expected.state,
            expectedNonce: expected.nonce,
          },
          { redirect_uri: expected.redirectUri },
        );
        const claims = tokens.claims();
        if (!claims) return { ok: false, reason: "no id token" };
        const cvr = claims[settings.cvrClaim];
        const name = claims.name;
        return {
          ok: true,
          subject: claims.sub,
          cvr: typeof cvr === "string" || typeof cvr === "number" ? String(cvr) : null,
          name: typeof name === "string" ? name : null,
        };
      } catch (error) {
        // The broker's own error code and description (ResponseBodyError) say more than the message.
        const detail = error as { error?: unknown; error_description?: unknown };
        const reason = [
          error instanceof Error ? error.message : String(error),
          detail.error,
          detail.error_description,
        ]
          .filter((part) => typeof part === "string" && part)
          .join(": ");
        return { ok: false, reason };
      }
    },
  };
}

export type OidcIdentity = ReturnType<typeof createOidcIdentity>;
