import { afterEach, describe, expect, test, vi } from 'vitest';

const observeCarousels = vi.fn();
vi.mock('~/components/ui/carousel', () => ({ observeCarousels }));

const { $token } = await import('~/state/session.state');
const { loadVisitAgain } = await import('./visit-again');

// spec §2 visit-again strip: signed-in customers only; its carousel works like the home's others

function slot() {
	return {
		dataset: { src: '/fragments/visit-again' },
		innerHTML: '',
		hidden: true,
	} as unknown as HTMLElement;
}

describe('loadVisitAgain', () => {
	afterEach(() => {
		vi.unstubAllGlobals();
		observeCarousels.mockClear();
		$token.set('');
	});

	test('fills the slot and sets up its carousel for a signed-in customer', async () => {
		$token.set('secret');
		const fetch = vi.fn(async () => new Response('<section data-carousel></section>'));
		vi.stubGlobal('fetch', fetch);
		const element = slot();
		await loadVisitAgain(element);
		expect(fetch).toHaveBeenCalledWith('/fragments/visit-again', {
			headers: { Authorization: 'Bearer secret' },
		});
		expect(element.innerHTML).toBe('<section data-carousel></section>');
		expect(element.hidden).toBe(false);
		expect(observeCarousels).toHaveBeenCalledWith(element);
	});

	test('leaves the slot hidden for a guest or an empty strip', async () => {
		const fetch = vi.fn(async () => new Response('  '));
		vi.stubGlobal('fetch', fetch);
		const element = slot();
		await loadVisitAgain(element);
		expect(fetch).not.toHaveBeenCalled();
		$token.set('secret');
		await loadVisitAgain(element);
		expect(element.hidden).toBe(true);
		expect(observeCarousels).not.toHaveBeenCalled();
	});
});
