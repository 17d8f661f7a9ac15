CREATE TABLE "site_details" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"fradrag_enabled" boolean DEFAULT false NOT NULL,
	"area_enabled" boolean DEFAULT false NOT NULL,
	"area_postcodes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_call_enabled" boolean DEFAULT false NOT NULL,
	"on_call_phone" text DEFAULT '' NOT NULL,
	"on_call_hours" text DEFAULT '' NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"favicon_key" text,
	"touch_icon_key" text,
	"og_image_key" text,
	"images_source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_details" ADD CONSTRAINT "site_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;