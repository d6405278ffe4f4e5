import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '~/api-client/client';
import { catalogKey } from '~/api-client/query-keys';
import { MODULE_TYPES } from '~/config/modules';

const pickerModuleSchema = z.object({
	id: z.number(),
	module_name: z.string(),
	module_type: z.enum(MODULE_TYPES),
	icon_full_url: z.nullable(z.string()),
	description: z.nullable(z.string()),
	zones: z.array(z.object({ id: z.number() })),
});
export type PickerModule = z.infer<typeof pickerModuleSchema>;

/** GET /module: the active modules serving the stored zones (the zoneId header says which). */
export async function fetchModules(): Promise<PickerModule[]> {
	const body = await api.url('/module').get().json();
	return z.array(pickerModuleSchema).parse(body);
}

/** The picker's modules for the stored zones (the key carries the zone); a failure shows 'No module found'. */
export const modulesQuery = () =>
	queryOptions({ queryKey: catalogKey('modules'), queryFn: fetchModules, meta: { silent: true } });
