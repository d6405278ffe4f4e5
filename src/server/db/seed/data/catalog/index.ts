/** The demo marketplace catalogue, one entry per module with stores (parcel has none). */
import { ECOMMERCE_CATALOG } from './ecommerce';
import { FOOD_CATALOG } from './food';
import { GROCERY_CATALOG } from './grocery';
import { PHARMACY_CATALOG } from './pharmacy';
import type { ModuleCatalogSeed } from './types';

export const CATALOG_SEEDS: ModuleCatalogSeed[] = [
	FOOD_CATALOG,
	GROCERY_CATALOG,
	PHARMACY_CATALOG,
	ECOMMERCE_CATALOG,
];
