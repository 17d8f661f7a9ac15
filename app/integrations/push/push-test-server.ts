import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * For tests: a local push service speaking RFC 8030 over plain HTTP. It checks the VAPID
 * Authorization header (RFC 8292: an ES256 JWT whose aud is this origin, signed by the key in k=)
 * and decrypts the aes128gcm body (RFC 8188 + RFC 8291) with the subscription's private keys, so a
 * test sees exactly the text a phone would show. Subscriptions are made with `subscribe()`.
 */
type ReceivedPush = {
  subscriptionId: string;
  payload: string;
  ttl: string | undefined;
  urgency: string | undefined;
  vapidPublicKey: string;
  jwtClaims: { aud: string; exp: number; sub: string };
};

type TestSubscription = { endpoint: string; p256dh: string; auth: string; id: string };

export type PushTestServer = {
  url: string;
  received: ReceivedPush[];
  /** Refusals (a bad JWT or body) with the reason; a passing test expects none. */
  refused: string[];
  subscribe(): TestSubscription;
  /** The next answers for this subscription (e.g. [500, 500] then normal; [410] for an expired one). */
  answerWith(subscriptionId: string, statuses: number[]): void;
  close(): Promise<void>;
};

const b64u = (buffer: Buffer) => buffer.toString("base64url");

export async function startPushTestServer(): Promise<PushTestServer> {
  const keys = new Map<string, { ecdh: crypto.ECDH; auth: Buffer }>();
  const scripted = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = "";

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
      const answer = (status: number, text = "") => res.writeHead(status).end(text);
      const next = scripted.get(id)?.shift();
      if (next !== undefined) return answer(next, "scripted");
      const subscription = keys.get(id);
      if (req.method !== "POST" || !subscription) return answer(404, "no such subscription");
      try {
        const vapid = checkVapid(String(req.headers.authorization ?? ""), origin);
        if (req.headers["content-encoding"] !== "aes128gcm")
          throw new Error("Content-Encoding must be aes128gcm");
        const payload = decryptAes128gcm(Buffer.concat(chunks), subscription.ecdh, subscription.auth);
        received.push({
          subscriptionId: id,
          payload,
          ttl: req.headers.ttl as string | undefined,
          urgency: req.headers.urgency as string | undefined,
          ...vapid,
        });
        answer(201);
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        answer(400, "refused");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    received,
    refused,
    subscribe() {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomUUID();
      keys.set(id, { ecdh, auth });
      return { id, endpoint: `${origin}/push/${id}`, p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) };
    },
    answerWith(subscriptionId, statuses) {
      scripted.set(subscriptionId, [...statuses]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the key, aud = our origin. */
function checkVapid(header: string, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`Authorization is not a VAPID header: ${header.slice(0, 40)}`);
  const [headerPart, claimsPart, signature] = match[1]!.split(".") as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(headerPart, "base64url").toString()) as { alg: string };
  if (jwtHeader.alg !== "ES256") throw new Error(`JWT alg ${jwtHeader.alg}`);
  const raw = Buffer.from(match[2]!, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k= is not an uncompressed P-256 point");
  const key = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33)) },
    format: "jwk",
  });
  const valid = crypto.verify(
    "sha256",
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) throw new Error("VAPID signature does not verify");
  const claims = JSON.parse(Buffer.from(claimsPart, "base64url").toString()) as ReceivedPush["jwtClaims"];
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`JWT aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error("JWT exp outside 24 h");
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`JWT sub ${claims.sub}`);
  return { vapidPublicKey: match[2]!, jwtClaims: claims };
}

/**
 * RFC 8291 §3.4 key derivation, then RFC 8188 decryption of the single record a Web Push message is.
 * Header: salt (16) | record size (4) | key id length (1) | key id = the sender's public key (65).
 */
function decryptAes128gcm(body: Buffer, receiver: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12),
  );
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("record has no last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}
