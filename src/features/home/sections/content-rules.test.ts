import { describe, expect, test } from 'vitest';
import { mediaOf, stepsOf } from './content-rules';

// spec §3 video content.

describe('stepsOf', () => {
	test('reads the three title and description pairs in order', () => {
		const contents = [
			{ key: 'title_2', value: 'Fill' },
			{ key: 'title_1', value: 'Choose' },
			{ key: 'description_1', value: 'Pick a place' },
			{ key: 'description_2', value: 'Add items' },
			{ key: 'title_3', value: 'Track' },
			{ key: 'description_3', value: null },
		];
		expect(stepsOf({ banner_contents: contents })).toEqual([
			{ title: 'Choose', description: 'Pick a place' },
			{ title: 'Fill', description: 'Add items' },
			{ title: 'Track', description: '' },
		]);
	});

	test('leaves out steps without a title', () => {
		expect(stepsOf({ banner_contents: [{ key: 'description_1', value: 'x' }] })).toEqual([]);
	});
});

describe('mediaOf', () => {
	const base = { banner_contents: [], banner_image_full_url: '/images/a.webp' };
	test.each([
		{ name: 'image type shows the image', content: { ...base, banner_type: 'image' }, video: null },
		{
			name: 'video_content plays its uploaded file',
			content: {
				...base,
				banner_type: 'video_content',
				banner_video_content_full_url: '/media/v.webm',
			},
			video: '/media/v.webm',
		},
		{
			name: 'video plays a direct video address',
			content: { ...base, banner_type: 'video', banner_video: 'https://cdn.test/v.mp4' },
			video: 'https://cdn.test/v.mp4',
		},
		{
			name: 'video with a page address falls back to the image',
			content: { ...base, banner_type: 'video', banner_video: 'https://youtube.com/watch?v=x' },
			video: null,
		},
	])('$name', ({ content, video }) => {
		expect(mediaOf(content)).toEqual({ video, image: '/images/a.webp' });
	});
});
