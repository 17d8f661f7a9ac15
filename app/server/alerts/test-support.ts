import crypto from "node:crypto";
import { FILL_TIME_COOKIE, mintFillToken } from "~/server/quote-requests/fill-time-token.server";
import type { HttpAppClient } from "../../../tests/setup/http-app";
import { multipartBody } from "../../../tests/setup/http-app";

export const randomIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

export type QuoteFields = Partial<
  Record<"name" | "phone" | "email" | "address" | "description" | "timing" | "website", string>
>;

export const VINDUER: QuoteFields = {
  name: "Mette Hansen",
  phone: "20 30 40 50",
  email: "mette@example.dk",
  address: "Kirkegade 4, 7100 Vejle",
  description: "Vinduer i stuen. Tre gamle termoruder skal skiftes, helst før jul.",
  timing: "month",
};

/** The "Få et tilbud" form as a browser posts it, with a ripe fill-time cookie. */
export async function postQuote(
  app: HttpAppClient,
  host: string,
  fields: QuoteFields,
  options: { ip?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (!("website" in fields)) form.append("website", "");
  form.append("photos", new File([], ""), "");
  const { body, contentType } = await multipartBody(form);
  return app.request(host, "/tilbud", {
    method: "POST",
    body,
    headers: {
      "content-type": contentType,
      "x-forwarded-for": options.ip ?? randomIp(),
      origin: `http://${host}:${app.port}`,
      cookie: `${FILL_TIME_COOKIE}=${mintFillToken(Date.now() - 10_000)}`,
    },
  });
}
