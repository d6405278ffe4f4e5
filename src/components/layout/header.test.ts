// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fillStoreList } from './header';

// spec §9 side drawer: a list's first stores, rendered on the server, fetched when first opened;
// a failure says "none" and the next opening tries again.
document.body.innerHTML = `<dialog id="side-drawer" data-loading="Please wait sometimes" data-empty="Stores not found!">
	<details data-store-list="latest" data-src="/fragments/drawer-stores/latest">
		<summary>Latest stores</summary>
		<ul class="store-list" aria-live="polite"><li class="note">Please wait sometimes</li></ul>
	</details>
</dialog>`;
const drawer = document.querySelector('#side-drawer') as HTMLElement;
const details = drawer.querySelector('details') as HTMLDetailsElement;
const list = details.querySelector('ul') as HTMLElement;
const ITEMS = '<li><a href="/store/kopi-corner">Kopi Corner</a></li>';

describe('fillStoreList', () => {
	afterEach(() => vi.unstubAllGlobals());

	test('says none when the fragment fails, then inserts its items on the next opening', async () => {
		const fetch = vi.fn(async () => new Response('', { status: 500 }));
		vi.stubGlobal('fetch', fetch);
		await fillStoreList(details, drawer);
		expect([...list.children].map((li) => [li.className, li.textContent])).toEqual([
			['note', 'Stores not found!'],
		]);

		fetch.mockImplementation(async () => new Response(ITEMS));
		await fillStoreList(details, drawer);
		expect(fetch).toHaveBeenLastCalledWith('/fragments/drawer-stores/latest', {
			headers: { Accept: 'text/html' },
		});
		expect(list.querySelector('a')?.getAttribute('href')).toBe('/store/kopi-corner');
		expect(list.textContent).toBe('Kopi Corner');

		await fillStoreList(details, drawer); // loaded once
		expect(fetch).toHaveBeenCalledTimes(2);
	});
});
