-- The customer-service chat's open long polls, capped across every server instance (issue 19): a poll claims one of
-- the numbered slots of its scope ('ip:<address>' for visitors, 'u:<user id>' for a player) before it waits and deletes
-- it when it ends; a slot past expires_at (a crashed server's) is free again. See plugins/app/support/poll-slots.ts.
CREATE TABLE "support_poll_slots" (
	"scope" varchar(80) NOT NULL,
	"slot" smallint NOT NULL,
	"holder" varchar(32) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_poll_slots_scope_slot_pk" PRIMARY KEY("scope","slot")
);
--> statement-breakpoint
CREATE INDEX "support_poll_slots_expires_idx" ON "support_poll_slots" USING btree ("expires_at");
