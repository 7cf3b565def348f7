CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "banks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_no" varchar(40) NOT NULL,
	"user_id" bigint NOT NULL,
	"platname" varchar(32) NOT NULL,
	"category" varchar(16) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"bet_amount_fen" bigint NOT NULL,
	"win_loss_fen" bigint DEFAULT 0 NOT NULL,
	"valid_bet_fen" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"code" varchar(64) DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bet_time" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"rebated_at" timestamp with time zone,
	CONSTRAINT "bets_bet_no_unique" UNIQUE("bet_no"),
	CONSTRAINT "bets_amount_ck" CHECK ("bets"."bet_amount_fen" > 0 AND "bets"."win_loss_fen" >= 0 AND "bets"."valid_bet_fen" >= 0),
	CONSTRAINT "bets_status_ck" CHECK ("bets"."status" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"bank" varchar(64) NOT NULL,
	"bank_owner" varchar(64) NOT NULL,
	"bank_no" varchar(128) NOT NULL,
	"bank_address" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "cards_type_ck" CHECK ("cards"."type" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"deposit_no" varchar(32) NOT NULL,
	"user_id" bigint NOT NULL,
	"paytype" varchar(16) NOT NULL,
	"catepay" varchar(16) DEFAULT '' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"usdt_amount" numeric(18, 2),
	"usdt_rate" numeric(12, 4),
	"bank" varchar(64) DEFAULT '' NOT NULL,
	"bank_no" varchar(64) DEFAULT '' NOT NULL,
	"bank_owner" varchar(64) DEFAULT '' NOT NULL,
	"bank_address" varchar(200) DEFAULT '' NOT NULL,
	"receiving_account_id" integer,
	"state" smallint DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_deposit_no_unique" UNIQUE("deposit_no"),
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount_fen" > 0),
	CONSTRAINT "deposits_state_ck" CHECK ("deposits"."state" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"route" varchar(64) NOT NULL,
	"key" varchar(128) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"http_status" smallint DEFAULT 0 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_channels" (
	"type" varchar(16) PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_fen" bigint NOT NULL,
	"max_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receiving_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(16) NOT NULL,
	"bank_name" varchar(64) DEFAULT '' NOT NULL,
	"account_no" varchar(128) NOT NULL,
	"owner" varchar(64) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"user_id" bigint NOT NULL,
	"platname" varchar(32) NOT NULL,
	"direction" varchar(3) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" smallint DEFAULT 2 NOT NULL,
	"source" varchar(16) DEFAULT 'manual' NOT NULL,
	"venue_ref" varchar(64),
	"reason" text DEFAULT '' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transfers_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "transfers_direction_ck" CHECK ("transfers"."direction" IN ('in', 'out')),
	CONSTRAINT "transfers_amount_ck" CHECK ("transfers"."amount_fen" > 0),
	CONSTRAINT "transfers_state_ck" CHECK ("transfers"."state" IN (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"user_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"card_type" smallint NOT NULL,
	"bank" varchar(64) NOT NULL,
	"bank_owner" varchar(64) NOT NULL,
	"bank_no" varchar(128) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"usdt_amount" numeric(18, 2),
	"usdt_fee" numeric(18, 2),
	"usdt_rate" numeric(12, 4),
	"state" smallint DEFAULT 1 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount_fen" > 0),
	CONSTRAINT "withdrawals_state_ck" CHECK ("withdrawals"."state" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"promotion_id" integer NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"bonus_fen" bigint DEFAULT 0 NOT NULL,
	"bonus_paid_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_applications_state_ck" CHECK ("activity_applications"."state" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job" varchar(32) NOT NULL,
	"period" varchar(32) DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"platname" varchar(32) NOT NULL,
	"gamename" varchar(64) NOT NULL,
	"category" varchar(16) NOT NULL,
	"valid_bet_fen" bigint NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebates_amount_ck" CHECK ("rebates"."amount_fen" > 0),
	CONSTRAINT "rebates_state_ck" CHECK ("rebates"."state" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE "redpacket_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"rule_id" integer,
	"day" date NOT NULL,
	"seq" integer NOT NULL,
	"recharge_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"recharge_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redpacket_claims_amount_ck" CHECK ("redpacket_claims"."amount_fen" > 0 AND "redpacket_claims"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"from_level" smallint NOT NULL,
	"to_level" smallint NOT NULL,
	"reason" varchar(32) NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"password_hash" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "admin_users_role_ck" CHECK ("admin_users"."role" IN ('finance', 'editor', 'super'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"actor" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"target" varchar(128) DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"ok" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_shape_ck";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vip_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "turnover_required_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "bonus" jsonb;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_receiving_account_id_receiving_accounts_id_fk" FOREIGN KEY ("receiving_account_id") REFERENCES "public"."receiving_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redpacket_claims" ADD CONSTRAINT "redpacket_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redpacket_claims" ADD CONSTRAINT "redpacket_claims_rule_id_redpacket_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."redpacket_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_changes" ADD CONSTRAINT "vip_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_user_idx" ON "bets" USING btree ("user_id","bet_time");--> statement-breakpoint
CREATE INDEX "bets_unsettled_idx" ON "bets" USING btree ("bet_time") WHERE "bets"."status" = 2;--> statement-breakpoint
CREATE INDEX "bets_rebate_idx" ON "bets" USING btree ("settled_at") WHERE "bets"."status" = 1 AND "bets"."rebated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_number_live_uq" ON "cards" USING btree ("type",lower("bank_no")) WHERE "cards"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_pending_idx" ON "deposits" USING btree ("created_at") WHERE "deposits"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_uq" ON "idempotency_keys" USING btree ("user_id","route","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "receiving_accounts_channel_idx" ON "receiving_accounts" USING btree ("channel","sort");--> statement-breakpoint
CREATE INDEX "transfers_user_idx" ON "transfers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_pending_idx" ON "transfers" USING btree ("created_at") WHERE "transfers"."state" = 2;--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_user_promo_uq" ON "activity_applications" USING btree ("user_id","promotion_id");--> statement-breakpoint
CREATE INDEX "activity_applications_user_idx" ON "activity_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_user_day_venue_uq" ON "rebates" USING btree ("user_id","day","platname");--> statement-breakpoint
CREATE INDEX "rebates_user_idx" ON "rebates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redpacket_claims_user_day_seq_uq" ON "redpacket_claims" USING btree ("user_id","day","seq");--> statement-breakpoint
CREATE INDEX "redpacket_claims_user_idx" ON "redpacket_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vip_changes_user_idx" ON "vip_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_uq" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_shape_ck" CHECK (("ledger_accounts"."kind" = 'central' AND "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."platname" IS NULL AND "ledger_accounts"."balance_fen" IS NOT NULL)
       OR ("ledger_accounts"."kind" = 'venue' AND "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."platname" IS NOT NULL AND "ledger_accounts"."balance_fen" IS NOT NULL)
       OR ("ledger_accounts"."kind" IN ('house', 'deposit_clearing', 'withdrawal_pending', 'bonus', 'transfer_pending') AND "ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."platname" IS NULL AND "ledger_accounts"."balance_fen" IS NULL));--> statement-breakpoint
INSERT INTO "ledger_accounts" ("kind") VALUES ('transfer_pending') ON CONFLICT DO NOTHING;
