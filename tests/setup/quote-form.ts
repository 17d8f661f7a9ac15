import crypto from "node:crypto";
import { ripeFillCookie } from "~/server/quote-requests/test-support";
import { type HttpAppClient, multipartBody } from "./http-app";

/** A visitor address of its own (X-Forwarded-For), so the form's per-address limit couples no tests. */
export const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export type QuoteFields = Partial<
  Record<"name" | "phone" | "email" | "address" | "description" | "timing" | "website" | "ft", string>
>;

export type QuotePostOptions = {
  ip?: string;
  /** The Cookie header; null sends none. By default a ripe fill-time cookie for the host's site. */
  cookie?: string | null;
  files?: { name: string; body: Buffer; type?: string }[];
};

/**
 * The "Få et tilbud" form (POST /tilbud on `host`) as a browser posts it: multipart, same origin, an
 * empty honeypot unless given, no photo unless given, from its own address with a ripe cookie.
 */
export async function postQuote(
  app: HttpAppClient,
  host: string,
  fields: QuoteFields,
  options: QuotePostOptions = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (!("website" in fields)) form.append("website", "");
  const files = options.files ?? [];
  if (files.length === 0) form.append("photos", new File([], ""), "");
  for (const file of files)
    form.append(
      "photos",
      new File([new Uint8Array(file.body)], file.name, { type: file.type ?? "image/jpeg" }),
    );
  const { body, contentType } = await multipartBody(form);
  const cookie = options.cookie === undefined ? await ripeFillCookie(host) : options.cookie;
  return app.request(host, "/tilbud", {
    method: "POST",
    body,
    headers: {
      "content-type": contentType,
      "x-forwarded-for": options.ip ?? randomIp(),
      origin: `http://${host}:${app.port}`,
      ...(cookie ? { cookie } : {}),
    },
  });
}
