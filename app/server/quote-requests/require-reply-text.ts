import { REPLY_MESSAGES } from "~/schemas/quote-reply";
import { AppError } from "~/server/errors";

/**
 * A reply's or template's text field, trimmed; a Danish AppError naming the field when it is empty
 * or longer than `max`.
 */
export function requireReplyText(
  value: string,
  field: "subject" | "body" | "templateName",
  max: number,
): string {
  const text = value.trim();
  if (!text) throw new AppError("VALIDATION", REPLY_MESSAGES[field], field);
  if (text.length > max) throw new AppError("VALIDATION", REPLY_MESSAGES[`${field}TooLong`], field);
  return text;
}
