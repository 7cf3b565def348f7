CREATE TABLE "venue_sim_faults" (
	"platname" varchar(32) PRIMARY KEY NOT NULL,
	"mode" varchar(8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_sim_faults_mode_ck" CHECK ("venue_sim_faults"."mode" IN ('none', 'fail', 'hang'))
);
--> statement-breakpoint
CREATE TABLE "venue_sim_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"platname" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"league" varchar(64) NOT NULL,
	"home" varchar(64) NOT NULL,
	"away" varchar(64) NOT NULL,
	"outcomes" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"result" varchar(8),
	"score" varchar(16),
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "venue_sim_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"platname" varchar(32) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_sim_tickets" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"platname" varchar(32) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_sim_transfers" (
	"out_trade_no" varchar(32) PRIMARY KEY NOT NULL,
	"platname" varchar(32) NOT NULL,
	"user_id" bigint,
	"direction" varchar(3),
	"amount_fen" bigint,
	"status" varchar(8) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_sim_transfers_status_ck" CHECK ("venue_sim_transfers"."status" IN ('done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "venue_sim_sessions" ADD CONSTRAINT "venue_sim_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_sim_tickets" ADD CONSTRAINT "venue_sim_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venue_sim_matches_plat_idx" ON "venue_sim_matches" USING btree ("platname","starts_at");--> statement-breakpoint
CREATE INDEX "venue_sim_matches_open_idx" ON "venue_sim_matches" USING btree ("ends_at") WHERE "venue_sim_matches"."result" IS NULL;--> statement-breakpoint
CREATE INDEX "venue_sim_sessions_expires_idx" ON "venue_sim_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "venue_sim_tickets_expires_idx" ON "venue_sim_tickets" USING btree ("expires_at");