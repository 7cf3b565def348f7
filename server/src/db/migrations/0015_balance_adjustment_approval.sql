CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"state" varchar(8) DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_reason" varchar(200) DEFAULT '' NOT NULL,
	"entry_id" bigint,
	CONSTRAINT "balance_adjustments_state_ck" CHECK ("balance_adjustments"."state" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "balance_adjustments_amount_ck" CHECK ("balance_adjustments"."amount_fen" <> 0)
);
--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_admin_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."admin_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_reviewed_by_admin_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admin_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_pending_idx" ON "balance_adjustments" USING btree ("requested_at") WHERE "balance_adjustments"."state" = 'pending';