CREATE TABLE "customer_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wallet_cents" integer DEFAULT 0 NOT NULL,
	"loyalty_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_balances_wallet_not_negative" CHECK ("customer_balances"."wallet_cents" >= 0),
	CONSTRAINT "customer_balances_points_not_negative" CHECK ("customer_balances"."loyalty_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notifications" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loyalty_point_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_point_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"debit" integer DEFAULT 0 NOT NULL,
	"balance" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_point_transactions_transactionId_unique" UNIQUE("transaction_id"),
	CONSTRAINT "loyalty_point_transactions_amounts" CHECK ("loyalty_point_transactions"."credit" >= 0 and "loyalty_point_transactions"."debit" >= 0 and "loyalty_point_transactions"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profile_images" (
	"name" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_bonuses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_bonuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text,
	"bonus_type" text NOT NULL,
	"bonus_amount" double precision NOT NULL,
	"minimum_add_amount" double precision DEFAULT 0 NOT NULL,
	"maximum_bonus_amount" double precision DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_funds" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"transaction_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_funds_amount_positive" CHECK ("wallet_funds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"debit_cents" integer DEFAULT 0 NOT NULL,
	"admin_bonus_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"reference" text,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transactions_transactionId_unique" UNIQUE("transaction_id"),
	CONSTRAINT "wallet_transactions_amounts" CHECK ("wallet_transactions"."credit_cents" >= 0 and "wallet_transactions"."debit_cents" >= 0 and "wallet_transactions"."admin_bonus_cents" >= 0 and "wallet_transactions"."balance_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_balances" ADD CONSTRAINT "customer_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_settings" ADD CONSTRAINT "customer_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_point_transactions" ADD CONSTRAINT "loyalty_point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_funds" ADD CONSTRAINT "wallet_funds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loyalty_point_transactions_cause_idx" ON "loyalty_point_transactions" USING btree ("cause");--> statement-breakpoint
CREATE INDEX "loyalty_point_transactions_user_idx" ON "loyalty_point_transactions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "profile_images_user_idx" ON "profile_images" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_funds_user_idempotency_idx" ON "wallet_funds" USING btree ("user_id","idempotency_key") WHERE "wallet_funds"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_cause_idx" ON "wallet_transactions" USING btree ("cause");--> statement-breakpoint
CREATE INDEX "wallet_transactions_user_idx" ON "wallet_transactions" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "wallet_balance";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "loyalty_point";