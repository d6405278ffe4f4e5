// @vitest-environment happy-dom
import { useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';

beforeAll(() => useTestStorageEngine());
const { queryClient } = await import('./query-client');
const { catalogKey } = await import('./query-keys');
const { $toasts } = await import('~/state/toast.state');
const { $module } = await import('~/state/module.state');
const { $zoneId, $currentLatLng } = await import('~/state/location.state');

const failure = {
	status: 403,
	body: { errors: [{ code: 'zoneId', message: 'Zone id required' }] },
};

beforeEach(() => {
	$toasts.set([]);
	queryClient.clear();
});

describe('the shared query client', () => {
	test('sends a failed query to the shared error handler', async () => {
		await queryClient
			.fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(failure), retry: false })
			.catch(() => {});
		expect($toasts.get().map((t) => t.message)).toEqual(['Zone id required']);
	});

	test('leaves a query that shows its own error alone', async () => {
		await queryClient
			.fetchQuery({
				queryKey: ['quiet'],
				queryFn: () => Promise.reject(failure),
				retry: false,
				meta: { silent: true },
			})
			.catch(() => {});
		expect($toasts.get()).toEqual([]);
	});
});

describe('catalogKey', () => {
	test('puts module, zone, language and position in every key', () => {
		document.documentElement.lang = 'id';
		$module.set({ id: 2, module_type: 'grocery', module_name: 'Grocery' });
		$zoneId.set('[1,5]');
		$currentLatLng.set({ lat: 1.28341234, lng: 103.86071234 });
		expect(catalogKey('items/popular', { offset: 2 })).toEqual([
			'items/popular',
			{ moduleId: 2, zoneId: '[1,5]', locale: 'id', position: '1.2834,103.8607', offset: 2 },
		]);
	});
});
