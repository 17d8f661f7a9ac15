/** A checkbox: "on" when ticked, absent when not. */
export const isChecked = (form: FormData, name: string) => form.get(name) === "on";

/** A text input's value ("" when absent or a file). */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A form field as a trimmed string ("" when missing or a file). */
export const field = (form: FormData, name: string) => textOf(form, name).trim();
