-- Game sessions end with the account's (issue 19). A player can be locked by an operator (users.locked_at, with the
-- reason); the venue simulator's launch tickets and game sessions remember the login session they were launched from
-- (session_id), so a logoff ends the games of that session and a venue session works only while its login session does.
-- Tickets (2 minutes) and game sessions (4 hours) from before this migration have no login session to belong to: they
-- are ended here (a player still in a game goes back to the lobby and enters again).
ALTER TABLE "users" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lock_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
DELETE FROM "venue_sim_sessions";--> statement-breakpoint
DELETE FROM "venue_sim_tickets";--> statement-breakpoint
ALTER TABLE "venue_sim_sessions" ADD COLUMN "session_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_sim_tickets" ADD COLUMN "session_id" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_sim_sessions" ADD CONSTRAINT "venue_sim_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_sim_tickets" ADD CONSTRAINT "venue_sim_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_sim_sessions_user_idx" ON "venue_sim_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venue_sim_sessions_session_idx" ON "venue_sim_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "venue_sim_tickets_user_idx" ON "venue_sim_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "venue_sim_tickets_session_idx" ON "venue_sim_tickets" USING btree ("session_id");
