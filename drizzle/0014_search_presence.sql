CREATE TABLE "search_presence" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"google_verification" text DEFAULT '' NOT NULL,
	"bing_verification" text DEFAULT '' NOT NULL,
	"business_profile" jsonb,
	"cvr_nap" jsonb,
	"cvr_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_page_stamps" (
	"company_id" uuid NOT NULL,
	"path" text NOT NULL,
	"hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_page_stamps_company_id_path_pk" PRIMARY KEY("company_id","path")
);
--> statement-breakpoint
ALTER TABLE "search_presence" ADD CONSTRAINT "search_presence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_stamps" ADD CONSTRAINT "site_page_stamps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;