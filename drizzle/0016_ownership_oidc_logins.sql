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
ALTER TABLE "ownership_oidc_logins" ADD CONSTRAINT "ownership_oidc_logins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;