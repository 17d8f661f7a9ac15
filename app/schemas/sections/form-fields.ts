/** A checkbox: "on" when ticked, absent when not. */
export const isChecked = (form: FormData, name: string) => form.get(name) === "on";

/** A text input's value ("" when absent or a file). */
export const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A form field as a trimmed string ("" when missing or a file). */
export const field = (form: FormData, name: string) => textOf(form, name).trim();

/** A section editor's switch and intro, the first fields of its form. */
export const sectionHead = (form: FormData) => ({
  enabled: isChecked(form, "enabled"),
  intro: field(form, "intro"),
});

/** The fields `${prefix}-${key}` as trimmed text by key. */
export function fieldGroup<Key extends string>(form: FormData, prefix: string, keys: readonly Key[]) {
  return Object.fromEntries(keys.map((key) => [key, field(form, `${prefix}-${key}`)])) as Record<Key, string>;
}

/** The `max` numbered rows of a form, `${prefix}-${i}-${key}`, each as trimmed text by key. */
export function numberedRows<Key extends string>(
  form: FormData,
  prefix: string,
  max: number,
  keys: readonly Key[],
) {
  return Array.from({ length: max }, (_, i) => fieldGroup(form, `${prefix}-${i}`, keys));
}
