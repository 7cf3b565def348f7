CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"realname" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"pay_password_hash" text NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"birthday" varchar(10),
	"avatar" text DEFAULT '' NOT NULL,
	"vip" smallint DEFAULT 1 NOT NULL,
	"paysum_fen" bigint DEFAULT 0 NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"auto_transfer" boolean DEFAULT false NOT NULL,
	"referrer_id" bigint,
	"register_ip" varchar(64) DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"answer" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(256) DEFAULT '' NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"kind" varchar(32) NOT NULL,
	"platname" varchar(32),
	"balance_fen" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_shape_ck" CHECK (("ledger_accounts"."kind" = 'central' AND "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."platname" IS NULL AND "ledger_accounts"."balance_fen" IS NOT NULL)
       OR ("ledger_accounts"."kind" = 'venue' AND "ledger_accounts"."user_id" IS NOT NULL AND "ledger_accounts"."platname" IS NOT NULL AND "ledger_accounts"."balance_fen" IS NOT NULL)
       OR ("ledger_accounts"."kind" IN ('house', 'deposit_clearing', 'withdrawal_pending', 'bonus') AND "ledger_accounts"."user_id" IS NULL AND "ledger_accounts"."platname" IS NULL AND "ledger_accounts"."balance_fen" IS NULL)),
	CONSTRAINT "ledger_accounts_balance_ck" CHECK ("ledger_accounts"."balance_fen" IS NULL OR "ledger_accounts"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	CONSTRAINT "ledger_postings_nonzero_ck" CHECK ("ledger_postings"."amount_fen" <> 0)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(32) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"src" text NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" varchar(16) NOT NULL,
	"platform_name" varchar(32) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"mobile_img" text DEFAULT '' NOT NULL,
	"catecode" varchar(16),
	"app_state" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "games_category_ck" CHECK ("games"."category_id" IN ('realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"user_id" bigint,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_kind_ck" CHECK ("notices"."kind" IN ('home', 'inbox'))
);
--> statement-breakpoint
CREATE TABLE "promotion_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"banner" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redpacket_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"recharge_fen" bigint NOT NULL,
	"day_flow" integer NOT NULL,
	"flow_multiple" numeric(6, 2) NOT NULL,
	"min_prize_fen" bigint NOT NULL,
	"max_prize_fen" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "redpacket_rules_prize_ck" CHECK ("redpacket_rules"."min_prize_fen" > 0 AND "redpacket_rules"."max_prize_fen" >= "redpacket_rules"."min_prize_fen"),
	CONSTRAINT "redpacket_rules_draws_ck" CHECK ("redpacket_rules"."day_flow" > 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"platname" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"category" varchar(16) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "venues_platname_unique" UNIQUE("platname"),
	CONSTRAINT "venues_category_ck" CHECK ("venues"."category" IN ('realbet', 'sport', 'gaming', 'joker', 'concise', 'lottery'))
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"recharge_fen" bigint NOT NULL,
	"flow_fen" bigint NOT NULL,
	"retention_flow_fen" bigint DEFAULT 0 NOT NULL,
	"realperson" numeric(5, 2) NOT NULL,
	"sport" numeric(5, 2) NOT NULL,
	"e_sport" numeric(5, 2) NOT NULL,
	"joker" numeric(5, 2) NOT NULL,
	"electron" numeric(5, 2) NOT NULL,
	"lottery" numeric(5, 2) NOT NULL,
	CONSTRAINT "vip_levels_level_ck" CHECK ("vip_levels"."level" BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_type_id_promotion_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."promotion_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_referrer_idx" ON "users" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_username_idx" ON "login_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_central_uq" ON "ledger_accounts" USING btree ("user_id") WHERE "ledger_accounts"."kind" = 'central';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_venue_uq" ON "ledger_accounts" USING btree ("user_id","platname") WHERE "ledger_accounts"."kind" = 'venue';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_system_uq" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_platform_code_uq" ON "games" USING btree ("platform_name","game_code");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "games_catecode_idx" ON "games" USING btree ("catecode","sort");--> statement-breakpoint
CREATE INDEX "notices_kind_idx" ON "notices" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "notices_user_idx" ON "notices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "promotions_type_idx" ON "promotions" USING btree ("type_id","sort");