-- Partner (agent) programme applications (POST /api/applyagentdo): one per player, held by a unique index so two
-- parallel submissions can never both be stored. state 1 pending review, 2 approved (the player becomes an agent),
-- 3 rejected. Reviewed in the back office (/admin/api/agent-applications, `npm run admin -- agents …`).
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"mobile" varchar(32) NOT NULL,
	"apply_info" varchar(600) NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"review_note" varchar(200) DEFAULT '' NOT NULL,
	"reviewed_by" varchar(64) DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_state_ck" CHECK ("agent_applications"."state" IN (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_user_uq" ON "agent_applications" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "agent_applications_state_idx" ON "agent_applications" USING btree ("state","created_at");
