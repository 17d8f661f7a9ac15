// npm run seed -- --companies N : creates N deterministic demo companies (see README).
import { envOrExit } from "~/config/env.server";
import { closeDatabase, connectDatabase } from "~/db/client.server";
import { startEmbeddedPostgres } from "~/db/embedded.server";
import { applyMigrations } from "~/db/migrate.server";
import { reachDatabase } from "~/db/reach-database.server";
import { countCompanies, seedCompanies } from "~/server/seed/seed-companies.server";
import { readNumberOptions } from "./lib/number-options";

const {
  numbers: { companies: count },
} = readNumberOptions({ companies: 10 });
if (!Number.isInteger(count) || count < 1) {
  console.error("--companies skal være et positivt heltal");
  process.exit(2);
}

// The same configuration as the server: with DATABASE_URL set, a deployment names every setting.
const config = envOrExit();
const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
const db = connectDatabase(config.DATABASE_URL ?? embedded!.url);
try {
  await reachDatabase(db, config.deployed);
  await applyMigrations(db);
  const started = performance.now();
  const created = await seedCompanies(count, (done) => {
    if (done % 10_000 === 0 || done === count) process.stdout.write(`  ${done}/${count}\n`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Oprettede ${created} demo-virksomheder på ${seconds} s (i alt ${await countCompanies()}).`);
} finally {
  await closeDatabase();
  await embedded?.stop();
}
