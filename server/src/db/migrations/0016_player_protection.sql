CREATE TABLE "player_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"choice" varchar(4) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reopen_asked_at" timestamp with time zone,
	"reopen_at" timestamp with time zone,
	CONSTRAINT "player_blocks_kind_ck" CHECK ("player_blocks"."kind" IN ('timeout', 'exclusion'))
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"period" varchar(8) DEFAULT '' NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "player_limits_kind_ck" CHECK ("player_limits"."kind" IN ('deposit', 'loss', 'session', 'reality')),
	CONSTRAINT "player_limits_period_ck" CHECK ("player_limits"."period" IN ('', 'day', 'week', 'month'))
);
--> statement-breakpoint
CREATE TABLE "protection_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"actor" varchar(32) NOT NULL,
	"action" varchar(32) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_blocks" ADD CONSTRAINT "player_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_log" ADD CONSTRAINT "protection_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_blocks_user_idx" ON "player_blocks" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "protection_log_user_idx" ON "protection_log" USING btree ("user_id","id");