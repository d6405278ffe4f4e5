import { describe, expect, test } from 'vitest';
import { homeCrumbPath } from './home-crumb';

// issue 14 item 6: "Home" leads a located shopper to the module's home, not to the landing page
describe('homeCrumbPath', () => {
	test.each([
		['en', true, 1, '/home?module_id=1'],
		['id', true, 3, '/id/home?module_id=3'],
		['en', true, null, '/home'],
		['en', false, 1, '/'],
		['id', false, 1, '/id'],
	] as const)('%s, located %s, module %s → %s', (locale, located, moduleId, expected) => {
		expect(homeCrumbPath(locale, { located, moduleId })).toBe(expected);
	});
});
