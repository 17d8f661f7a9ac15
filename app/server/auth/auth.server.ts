import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq, like, ne } from "drizzle-orm";
import { env } from "~/config/env.server";
import { db } from "~/db/client.server";
import { account, session, user, verification } from "~/db/schema";
import { passwordResetMail } from "~/integrations/mail/templates/password-reset";
import { PASSWORD_MIN_LENGTH } from "~/schemas/password";
import { RESET_PASSWORD_LINK_MINUTES } from "~/schemas/settings";
import { queueMail } from "~/server/mail/queue-mail.server";

/**
 * better-auth: e-mail + password, sessions in PostgreSQL, host-only cookies (docs/decisions/003).
 * The browser never talks to better-auth's own endpoints: our login/logout/reset actions call
 * auth.api on the server, so only our Danish forms and our origin checks face the user.
 */
function createAuth() {
  const config = env();
  return betterAuth({
    appName: "Håndværkernet",
    baseURL: config.publicUrl,
    secret: authSecret(),
    database: drizzleAdapter(db(), { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_LINK_MINUTES * 60,
      // Our own reset page on the product host (not better-auth's endpoint), mailed through the outbox.
      sendResetPassword: async ({ user: owner, token }) => {
        // The newest link wins: every older reset token of this account stops working now.
        await db()
          .delete(verification)
          .where(
            and(
              like(verification.identifier, "reset-password:%"),
              eq(verification.value, owner.id),
              ne(verification.identifier, `reset-password:${token}`),
            ),
          );
        const resetUrl = `${config.publicUrl}/admin/nulstil-password?token=${encodeURIComponent(token)}`;
        const mail = passwordResetMail({ resetUrl, expiresInMinutes: RESET_PASSWORD_LINK_MINUTES });
        await queueMail(db(), { kind: "password-reset", to: owner.email, ...mail });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false }, // our own, shared across instances: app/server/rate-limit
    advanced: {
      cookiePrefix: "hv",
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One better-auth per database pool and configuration: its adapter holds the pool it was made with,
// so a process that closes its pool and connects again (a script, a test worker running file after
// file) gets an auth on the new pool, never one on an ended pool.
const holder = globalThis as typeof globalThis & {
  __hvAuth?: { auth: Auth; database: ReturnType<typeof db>; config: ReturnType<typeof env> };
};

export function auth(): Auth {
  const database = db();
  const config = env();
  const held = holder.__hvAuth;
  if (held?.database === database && held.config === config) return held.auth;
  holder.__hvAuth = { auth: createAuth(), database, config };
  return holder.__hvAuth.auth;
}

/**
 * AUTH_SECRET signs session cookies. On the embedded default it is made once and kept in DATA_DIR,
 * so sessions survive restarts without any configuration.
 */
export function authSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
