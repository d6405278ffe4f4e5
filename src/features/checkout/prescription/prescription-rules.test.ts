import { describe, expect, test } from 'vitest';
import { fittedSize, orderFormData, placeProblem, selectionProblem } from './prescription-rules';

const jpeg = { type: 'image/jpeg' };

describe('selectionProblem', () => {
	test.each([
		['one photo to none', 0, [jpeg], null],
		['three photos to none', 0, [jpeg, jpeg, jpeg], null],
		['a third photo to two', 2, [jpeg], null],
		['four photos at once', 0, [jpeg, jpeg, jpeg, jpeg], 'tooMany'],
		['a fourth photo to three', 3, [jpeg], 'tooMany'],
		['two photos to two', 2, [jpeg, jpeg], 'tooMany'],
		['a PDF', 0, [{ type: 'application/pdf' }], 'notImage'],
		['a photo and a text file', 0, [jpeg, { type: 'text/plain' }], 'notImage'],
	] as const)('%s: %s', (_case, current, chosen, expected) => {
		expect(selectionProblem(current, chosen)).toBe(expected);
	});
});

describe('placeProblem', () => {
	test.each([
		[true, 0, 'required'],
		[true, 1, null],
		[false, 0, null],
	] as const)('needed %s with %i images: %s', (needed, count, expected) => {
		expect(placeProblem(needed, count)).toBe(expected);
	});
});

describe('fittedSize', () => {
	test.each([
		[4000, 3000, { width: 1600, height: 1200 }],
		[3000, 4000, { width: 1200, height: 1600 }],
		[800, 600, { width: 800, height: 600 }],
		[1600, 1600, { width: 1600, height: 1600 }],
	])('%i × %i fits 1600 px as %o', (width, height, expected) => {
		expect(fittedSize(width, height, 1600)).toEqual(expected);
	});
});

describe('orderFormData', () => {
	test('sends every field as text and each image as order_attachment[]', () => {
		const form = orderFormData({ store_id: 7, payment_method: 'cash_on_delivery' }, [
			new Blob(['a'], { type: 'image/jpeg' }),
			new Blob(['b'], { type: 'image/jpeg' }),
		]);
		expect(form.get('store_id')).toBe('7');
		expect(form.get('payment_method')).toBe('cash_on_delivery');
		const files = form.getAll('order_attachment[]') as File[];
		expect(files.map((f) => f.name)).toEqual(['prescription-1.jpg', 'prescription-2.jpg']);
	});
});
