/** Issue 27: what a MitID Erhverv login (through an OpenID Connect broker) proves. */
export type IdentityResult =
  | { ok: true; subject: string; cvr: string | null; name: string | null }
  | { ok: false; reason: string };

export type IdentityLoginStart = {
  /** The broker's authorization URL to send the browser to. */
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
};
