import { type ParseArgsOptionsConfig, parseArgs } from "node:util";

/**
 * A script's command line: `--name value` for every number in `defaults` (read as a number, the
 * default when left out), plus the `other` options as parseArgs reads them.
 */
export function readNumberOptions<T extends Record<string, number>>(
  defaults: T,
  other: ParseArgsOptionsConfig = {},
): { numbers: { [K in keyof T]: number }; values: Record<string, string | boolean | undefined> } {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        Object.entries(defaults).map(([name, value]) => [name, { type: "string", default: String(value) }]),
      ),
      ...other,
    },
  });
  const numbers = Object.fromEntries(Object.keys(defaults).map((name) => [name, Number(values[name])]));
  return {
    numbers: numbers as { [K in keyof T]: number },
    values: values as Record<string, string | boolean | undefined>,
  };
}
