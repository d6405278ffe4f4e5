import { describe, expect, test } from 'vitest';
import { fitsImageLimit, inReadingOrder, threadFromUrl } from './chat-rules';

const url = (query: string) => new URLSearchParams(query);

describe('threadFromUrl', () => {
	test.each([
		['conversationId=12&type=vendor', { conversationId: 12 }],
		[
			'type=delivery_man&id=3&routeName=delivery_man_id&chatFrom=true',
			{ type: 'delivery_man', id: 3 },
		],
		['type=store&id=9', { type: 'vendor', id: 9 }],
		['type=admin', { type: 'admin', id: 0 }],
		['type=vendor', null],
		['type=robot&id=1', null],
		['', null],
	])('%s opens %j', (query, expected) => {
		expect(threadFromUrl(url(query))).toEqual(expected);
	});
});

describe('chat rules', () => {
	test('at most 3 images', () => {
		expect(fitsImageLimit(2, 1)).toBe(true);
		expect(fitsImageLimit(2, 2)).toBe(false);
	});
	test('threads read oldest first', () => {
		const m = (id: number) => ({ id }) as never;
		expect(inReadingOrder([m(3), m(1), m(2)]).map((x: { id: number }) => x.id)).toEqual([1, 2, 3]);
	});
});
