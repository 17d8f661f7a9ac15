CREATE TABLE "review_opt_outs" (
	"company_id" uuid NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_opt_outs_company_id_email_key_pk" PRIMARY KEY("company_id","email_key")
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quote_request_id" uuid,
	"email_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_requests_quote_request_id_unique" UNIQUE("quote_request_id")
);
--> statement-breakpoint
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
ALTER TABLE "mail_outbox" ADD COLUMN "bcc" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_opt_outs" ADD CONSTRAINT "review_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_presence" ADD CONSTRAINT "search_presence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_page_stamps" ADD CONSTRAINT "site_page_stamps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_requests_company_email_idx" ON "review_requests" USING btree ("company_id","email_key","sent_at");