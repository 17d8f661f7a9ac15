-- Issue 27: sites made before ownership had to be proved (the seeded demo companies among them) count
-- as verified, so no live site turns noindex overnight; the audit table says how each got there.
UPDATE "companies" SET "ownership_verified_at" = "created_at" WHERE "ownership_verified_at" IS NULL;
--> statement-breakpoint
INSERT INTO "ownership_events" ("company_id", "cvr", "event", "method")
SELECT "id", "cvr", 'verified', 'existing' FROM "companies"
WHERE NOT EXISTS (SELECT 1 FROM "ownership_events" e WHERE e."company_id" = "companies"."id");
