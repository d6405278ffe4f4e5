CREATE TABLE "module_zone" (
	"module_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"per_km_shipping_charge" double precision,
	"minimum_shipping_charge" double precision,
	"maximum_shipping_charge" double precision,
	"maximum_cod_order_amount" double precision,
	CONSTRAINT "module_zone_module_id_zone_id_pk" PRIMARY KEY("module_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"module_name" text NOT NULL,
	"module_type" text NOT NULL,
	"slug" text NOT NULL,
	"thumbnail" text,
	"icon" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"theme_id" integer DEFAULT 1 NOT NULL,
	"description" text,
	"all_zone_service" smallint DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modules_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"translationable_type" text NOT NULL,
	"translationable_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"coordinates" jsonb NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"area" double precision NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"digital_payment" boolean DEFAULT true NOT NULL,
	"offline_payment" boolean DEFAULT false NOT NULL,
	"increased_delivery_fee" double precision DEFAULT 0 NOT NULL,
	"increased_delivery_fee_status" smallint DEFAULT 0 NOT NULL,
	"increase_delivery_charge_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "module_zone" ADD CONSTRAINT "module_zone_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_zone" ADD CONSTRAINT "module_zone_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translations_owner_locale_key_idx" ON "translations" USING btree ("translationable_type","translationable_id","locale","key");--> statement-breakpoint
CREATE INDEX "zones_bbox_idx" ON "zones" USING btree ("min_lat","max_lat","min_lng","max_lng");