import { type ComponentProps, createContext, use } from "react";

/**
 * The same-site address a tap on a phone number is reported to with the HTML `ping` attribute
 * (issue 25: calls counted without JavaScript or cookies). Only the public site document provides it;
 * the admin's previews leave it null, so the owner's own taps there are never counted.
 */
export const CallPingContext = createContext<string | null>(null);

/**
 * A link that may lead to a phone number (a tel: link, or an action that is "Ring" or "Få et tilbud"
 * depending on the site). A tel: target on a public page carries `ping`; the browser then POSTs to
 * the counting endpoint when the visitor taps it. Browsers without `ping` (Firefox) are not counted.
 */
export function PhoneLink(props: ComponentProps<"a">) {
  const ping = use(CallPingContext);
  return <a {...props} ping={ping && props.href?.startsWith("tel:") ? ping : undefined} />;
}
