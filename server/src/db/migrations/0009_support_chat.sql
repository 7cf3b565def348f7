CREATE TABLE "support_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_key" varchar(80) NOT NULL,
	"user_id" bigint,
	"visitor_id" varchar(64),
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"last_sender" varchar(8),
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_conversations_state_ck" CHECK ("support_conversations"."state" IN ('open', 'closed')),
	CONSTRAINT "support_conversations_who_ck" CHECK (("support_conversations"."user_id" IS NULL) <> ("support_conversations"."visitor_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"admin_id" integer,
	"body" text NOT NULL,
	"client_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_sender_ck" CHECK ("support_messages"."sender" IN ('player', 'visitor', 'operator', 'system')),
	CONSTRAINT "support_messages_body_ck" CHECK (char_length("support_messages"."body") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_sender_uq" ON "support_conversations" USING btree ("sender_key");
--> statement-breakpoint
CREATE INDEX "support_conversations_state_idx" ON "support_conversations" USING btree ("state","last_message_at");
--> statement-breakpoint
CREATE INDEX "support_conversations_ip_idx" ON "support_conversations" USING btree ("created_ip","created_at");
--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");
--> statement-breakpoint
CREATE INDEX "support_messages_rate_idx" ON "support_messages" USING btree ("conversation_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_uq" ON "support_messages" USING btree ("conversation_id","client_id");
