import { AUTHORISATION_AREAS } from "./autorisation";
import { fieldGroup, sectionHead } from "./form-fields";

/** The editor's fields → the shape autorisationFormSchema checks. */
export function readAutorisationForm(form: FormData) {
  return {
    ...sectionHead(form),
    numbers: fieldGroup(form, "numbers", AUTHORISATION_AREAS),
    memberships: form.getAll("memberships").filter((value): value is string => typeof value === "string"),
  };
}
