import { z } from "zod";

/** The admin's "Forsidens indhold" form (issue 22): the profile's texts; photos stay in the archive. */
export const PROFILE_FORM_SERVICES = 6;
export const PROFILE_FORM_USPS = 4;

const line = (max: number, message: string) => z.string().trim().max(max, message);

export const profileFormSchema = z
  .object({
    introHeading: line(60, "Overskriften må højst være 60 tegn"),
    introText: line(600, "Teksten må højst være 600 tegn"),
    services: z
      .array(
        z.object({
          title: line(40, "Ydelsens navn må højst være 40 tegn"),
          line: line(120, "Linjen om ydelsen må højst være 120 tegn"),
        }),
      )
      .max(PROFILE_FORM_SERVICES),
    usps: z.array(line(60, "Et salgsargument må højst være 60 tegn")).max(PROFILE_FORM_USPS),
    ownerName: line(80, "Navnet må højst være 80 tegn"),
    ownerLine: line(300, "Teksten må højst være 300 tegn"),
  })
  .superRefine((value, ctx) => {
    if (value.introText !== "" && value.introHeading === "") {
      ctx.addIssue({ code: "custom", path: ["introHeading"], message: "Skriv en overskrift over teksten" });
    }
    value.services.forEach((service, index) => {
      if ((service.title === "") !== (service.line === "")) {
        ctx.addIssue({
          code: "custom",
          path: ["services", index, service.title === "" ? "title" : "line"],
          message: "Skriv både navnet på ydelsen og en linje om den",
        });
      }
    });
    if ((value.ownerName === "") !== (value.ownerLine === "")) {
      ctx.addIssue({
        code: "custom",
        path: [value.ownerName === "" ? "ownerName" : "ownerLine"],
        message: "Skriv både mesterens navn og et par ord, ellers vises blokken ikke",
      });
    }
  });

export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** The input name of a service row's part and of a selling point: the schema's path, as parseForm names errors. */
export const serviceInput = (i: number, part: "title" | "line") => `services.${i}.${part}`;
export const uspInput = (i: number) => `usps.${i}`;

/** The form as posted (parseForm's `read`): every row, blank ones too, in order; saving drops the blank. */
export function readProfileForm(form: FormData): ProfileFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    introHeading: text("introHeading"),
    introText: text("introText"),
    services: Array.from({ length: PROFILE_FORM_SERVICES }, (_, i) => ({
      title: text(serviceInput(i, "title")),
      line: text(serviceInput(i, "line")),
    })),
    usps: Array.from({ length: PROFILE_FORM_USPS }, (_, i) => text(uspInput(i))),
    ownerName: text("ownerName"),
    ownerLine: text("ownerLine"),
  };
}
