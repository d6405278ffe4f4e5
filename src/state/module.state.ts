import { persistentAtom } from '@nanostores/persistent';
import { PREFERENCE_COOKIES } from '~/config/cookies';
import { isModuleType, type ModuleType } from '~/config/modules';
import { jsonCodec } from './codec';
import { writePreferenceCookie } from './cookie-mirror';

/** What the storefront keeps of the selected module (the original kept the whole object). */
export interface SelectedModule {
	id: number;
	module_type: ModuleType;
	module_name: string;
	icon_full_url?: string | null;
	zones?: { id: number }[];
}

const isSelectedModule = (v: unknown): v is SelectedModule | null =>
	v === null ||
	(typeof v === 'object' &&
		Number.isSafeInteger((v as SelectedModule).id) &&
		isModuleType(String((v as SelectedModule).module_type)));

/** localStorage `module`: the selected module as JSON. */
export const $module = persistentAtom<SelectedModule | null>(
	'module',
	null,
	jsonCodec(null, isSelectedModule),
);

/** Stores the chosen module and mirrors its id and type for server rendering (spec §4 module). */
export function selectModule(module: SelectedModule): void {
	const { id, module_type, module_name, icon_full_url, zones } = module;
	$module.set({
		id,
		module_type,
		module_name,
		icon_full_url: icon_full_url ?? null,
		zones: zones?.map((z) => ({ id: z.id })) ?? [],
	});
	writePreferenceCookie(PREFERENCE_COOKIES.moduleId, String(id));
	writePreferenceCookie(PREFERENCE_COOKIES.moduleType, module_type);
	document.documentElement.dataset.module = module_type;
}
