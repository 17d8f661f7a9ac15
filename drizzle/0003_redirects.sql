CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"from_path" text NOT NULL,
	"to_page_id" uuid,
	"to_url" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_one_target" CHECK (("redirects"."to_page_id" is null) <> ("redirects"."to_url" is null))
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_to_page_id_pages_id_fk" FOREIGN KEY ("to_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_company_from_idx" ON "redirects" USING btree ("company_id","from_path");--> statement-breakpoint
CREATE INDEX "redirects_to_page_idx" ON "redirects" USING btree ("to_page_id");