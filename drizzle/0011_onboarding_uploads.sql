CREATE TABLE "onboarding_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draft_key" text NOT NULL,
	"kind" text NOT NULL,
	"origin" text NOT NULL,
	"name" text NOT NULL,
	"full_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"chosen" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "onboarding_uploads_draft_idx" ON "onboarding_uploads" USING btree ("draft_key","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_uploads_created_idx" ON "onboarding_uploads" USING btree ("created_at");