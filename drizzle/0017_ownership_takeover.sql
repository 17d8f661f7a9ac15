CREATE TABLE "cvr_reservations" (
	"cvr" varchar(8) PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"method" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ownership_codes" ADD COLUMN "purpose" text DEFAULT 'verify' NOT NULL;