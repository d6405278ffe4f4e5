-- Catalogue change notifications (ADR 027): after any statement that writes a catalogue table,
-- whoever the writer is (the API, the seed, the order flow, an admin panel writing SQL directly),
-- `catalog_changed` carries {"t": table, "op": operation, "ids": [up to 100 ids] | null} on the
-- notification bus (ADR 022). NOTIFY is sent on commit, never for a rolled-back change, and equal
-- payloads of one transaction are sent once. Each process drops its catalogue cache on it.
-- The seed turns them off for its session (`storefront.catalog_notify = off`: a quarter of its
-- time on PGlite) and sends one notice `{"t": "*", "op": "seed"}` when done.
CREATE OR REPLACE FUNCTION catalog_changed_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	n integer;
	ids jsonb;
BEGIN
	IF current_setting('storefront.catalog_notify', true) = 'off' THEN
		RETURN NULL;
	END IF;
	SELECT count(*), jsonb_agg(r.id) FILTER (WHERE r.id IS NOT NULL)
	INTO n, ids
	FROM (SELECT to_jsonb(c) -> 'id' AS id FROM changed_rows c LIMIT 101) r;
	IF n = 0 THEN
		RETURN NULL;
	END IF;
	IF n > 100 THEN
		ids := NULL;
	END IF;
	PERFORM pg_notify(
		'catalog_changed',
		jsonb_build_object('t', TG_TABLE_NAME, 'op', lower(TG_OP), 'ids', ids)::text
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_truncated_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('storefront.catalog_notify', true) = 'off' THEN
		RETURN NULL;
	END IF;
	PERFORM pg_notify(
		'catalog_changed',
		jsonb_build_object('t', TG_TABLE_NAME, 'op', 'truncate', 'ids', NULL)::text
	);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
	tbl text;
BEGIN
	FOREACH tbl IN ARRAY ARRAY[
		'business_settings', 'modules', 'module_zone', 'zones', 'translations',
		'stores', 'store_schedules', 'store_discounts',
		'items', 'categories', 'brands', 'add_ons', 'common_conditions', 'reviews',
		'banners', 'campaigns', 'campaign_store', 'item_campaigns', 'advertisements',
		'flash_sales', 'flash_sale_items', 'coupons', 'cashbacks', 'wallet_bonuses',
		'parcel_categories', 'parcel_delivery_instructions', 'vehicles', 'order_cancel_reasons'
	] LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows '
			'FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify()',
			tbl || '_catalog_ins', tbl);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows '
			'FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify()',
			tbl || '_catalog_upd', tbl);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows '
			'FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify()',
			tbl || '_catalog_del', tbl);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER TRUNCATE ON %I '
			'FOR EACH STATEMENT EXECUTE FUNCTION catalog_truncated_notify()',
			tbl || '_catalog_trunc', tbl);
	END LOOP;
END;
$$;
