import { field } from "./form-fields";

/** The editor's fields → the shape autorisationFormSchema checks. */
export function readAutorisationForm(form: FormData) {
  return {
    enabled: form.get("enabled") === "on",
    intro: field(form, "intro"),
    numbers: {
      el: field(form, "numbers-el"),
      vvs: field(form, "numbers-vvs"),
      kloak: field(form, "numbers-kloak"),
      gas: field(form, "numbers-gas"),
    },
    memberships: form.getAll("memberships").filter((value): value is string => typeof value === "string"),
  };
}
