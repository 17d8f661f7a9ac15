import { z } from "zod";
import {
  deviceLabelSchema,
  pushSubscriptionSchema,
  SMS_ESCALATE_MINUTES,
  SMS_MODES,
} from "./push-subscription";

// The forms of /admin/notifikationer as they post (parseForm, ADR 037).

/** "Slå notifikationer til": the device's name and the browser's PushSubscription as JSON. */
export const pushSubscribeFormSchema = z.object({
  label: deviceLabelSchema,
  subscription: z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "not JSON" });
        return z.NEVER;
      }
    })
    .pipe(pushSubscriptionSchema),
});

export const SMS_MODE_MESSAGE = "Vælg hvornår du vil have en SMS";

/** When to be texted: a mode and, for "escalate", after how many minutes. */
export const smsModeFormSchema = z.object({
  mode: z.enum(SMS_MODES, { error: SMS_MODE_MESSAGE }),
  minutes: z
    .string()
    .transform(Number)
    .pipe(
      z.union(
        SMS_ESCALATE_MINUTES.map((minutes) => z.literal(minutes)),
        { error: SMS_MODE_MESSAGE },
      ),
    ),
});
