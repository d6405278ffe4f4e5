CREATE TABLE "parcel_delivery_instructions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parcel_delivery_instructions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instruction" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"extra_charges" double precision DEFAULT 0 NOT NULL,
	"starting_coverage_area" double precision NOT NULL,
	"maximum_coverage_area" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_category_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_payer" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dm_vehicle_id" integer;--> statement-breakpoint
CREATE INDEX "vehicles_coverage_idx" ON "vehicles" USING btree ("status","starting_coverage_area");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_parcel_category_id_parcel_categories_id_fk" FOREIGN KEY ("parcel_category_id") REFERENCES "public"."parcel_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dm_vehicle_id_vehicles_id_fk" FOREIGN KEY ("dm_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;