CREATE TABLE "old_subdomains" (
	"subdomain" varchar(63) PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "old_subdomains" ADD CONSTRAINT "old_subdomains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "old_subdomains_company_idx" ON "old_subdomains" USING btree ("company_id");