/**
 * A FormData as a browser posts it: from a record (one value a name) or from entries in order, where
 * a name may repeat and a value may be a file.
 */
export function formOf(fields: Record<string, string> | [string, string | Blob][]): FormData {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields))
    form.append(name, value);
  return form;
}
