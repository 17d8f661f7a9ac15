import { z } from "zod";

// Zod compiles object parsers with `new Function` when eval is allowed, and probes for it when the first
// object schema is built. Our Content-Security-Policy (script-src without 'unsafe-eval') blocks that
// probe, and the browser logs a CSP violation on every hydrated page (Lighthouse best-practices
// "inspector-issues"). Interpreted parsing is fast enough for our forms. Imported first in root.tsx, so
// it runs before any schema module is evaluated, on the server and in the browser.
z.config({ jitless: true });
