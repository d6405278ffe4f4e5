import { describe, expect, test } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
	test('reads ids, event names and data across chunk borders, skipping comments', () => {
		const parser = createSseParser();
		expect(parser.push('retry: 3000\n: connected\n\nid: 7\nevent: order_st')).toEqual([]);
		expect(parser.push('atus\ndata: {"order_id":1}\n\n: keep-alive\n\n')).toEqual([
			{ id: '7', event: 'order_status', data: '{"order_id":1}' },
		]);
		expect(parser.retryMs).toBe(3000);
	});

	test('keeps the last id for events without one, and joins data lines', () => {
		const parser = createSseParser();
		const events = parser.push('id: 3\ndata: a\n\ndata: b\ndata: c\n\n');
		expect(events).toEqual([
			{ id: '3', event: 'message', data: 'a' },
			{ id: '3', event: 'message', data: 'b\nc' },
		]);
	});
});
