import type { z } from 'zod';
import type { itemSchema, storeSchema } from '~/contracts/catalog';

/** An item as lists carry it (contract §3.1); the server's `Item` is assignable to it. */
export type CatalogItem = z.infer<typeof itemSchema>;

/** A store as lists carry it (contract §3.2); the server's `Store` is assignable to it. */
export type CatalogStore = z.infer<typeof storeSchema>;

export type HeadingLevel = 2 | 3 | 4;
