import { createCookie } from "react-router";
import { env } from "~/config/env.server";

/**
 * 'Påmind mig senere' stores the Danish calendar day it was pressed; the banner stays hidden for the rest
 * of that day. Only a date, no identifier: it needs no consent.
 */
export function trialBannerCookie() {
  return createCookie("hv_trial_banner", {
    path: "/admin",
    httpOnly: true,
    sameSite: "lax",
    secure: env().publicUrl.startsWith("https://"),
    maxAge: 24 * 60 * 60,
  });
}
