import { z } from "zod";
import { checkbox } from "~/lib/parse-form";
import { QUOTE_RETENTION_MONTHS } from "~/schemas/quote-request";

const RETENTION_MESSAGE = "Vælg hvor længe forespørgsler gemmes";

/**
 * The Forespørgsler tab of /admin/settings as it posts ("Vis tilbudsformular", how long requests are
 * kept, the monthly report), read into what updateQuoteSettings saves.
 */
export const quoteSettingsFormSchema = z
  .object({
    quoteFormEnabled: checkbox(),
    retentionMonths: z.string().transform((value, context) => {
      const months = QUOTE_RETENTION_MONTHS.find((allowed) => allowed === Number(value));
      if (months) return months;
      context.addIssue({ code: "custom", message: RETENTION_MESSAGE });
      return z.NEVER;
    }),
    monthlyReport: checkbox(),
  })
  .transform(({ quoteFormEnabled, retentionMonths, monthlyReport }) => ({
    enabled: quoteFormEnabled,
    retentionMonths,
    monthlyReport,
  }));
