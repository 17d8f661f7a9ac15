/**
 * Parses a form-encoded body the way Stripe does: `a[b][0][c]=v` becomes { a: { b: [{ c: "v" }] } }.
 * Test support for the Stripe-compatible server (stripe-test-server.ts).
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split("[");
    const path = [head ?? "", ...rest.map((part) => part.replace(/\]$/, ""))];
    let node: Record<string, FormValue> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next !== "object" || next === null) node[segment] = {};
      node = node[segment] as Record<string, FormValue>;
    });
  }
  return toArrays(root) as Record<string, FormValue>;
}

/** Objects whose keys are 0..n-1 are arrays. */
function toArrays(value: FormValue): FormValue {
  if (typeof value !== "object" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, toArrays(inner)] as const);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}
