CREATE TABLE "old_site_addresses" (
	"company_id" uuid NOT NULL,
	"path" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "old_site_addresses_company_id_path_pk" PRIMARY KEY("company_id","path")
);
--> statement-breakpoint
ALTER TABLE "old_site_addresses" ADD CONSTRAINT "old_site_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;