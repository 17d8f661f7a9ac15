CREATE TABLE "cvr_reservations" (
	"cvr" varchar(8) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership_codes" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"destination" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"purpose" text DEFAULT 'verify' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"cvr" varchar(8) NOT NULL,
	"event" text NOT NULL,
	"method" text NOT NULL,
	"user_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownership_oidc_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"authorize_url" text NOT NULL,
	"browser_hash" text,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "ownership_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ownership_codes" ADD CONSTRAINT "ownership_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_events" ADD CONSTRAINT "ownership_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownership_oidc_logins" ADD CONSTRAINT "ownership_oidc_logins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ownership_events_cvr_idx" ON "ownership_events" USING btree ("cvr","created_at");