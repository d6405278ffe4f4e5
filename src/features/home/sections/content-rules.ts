// spec §3 video content: banner_type (video, video_content, else image), banner_video,
// banner_video_content_full_url, banner_image_full_url, banner_contents (six title/description
// values: title_1, description_1 … title_3, description_3).

export interface VideoContent {
	banner_type: string | null;
	banner_video?: string | null;
	banner_video_content_full_url?: string | null;
	banner_image_full_url?: string | null;
	banner_contents: { key: string; value: string | null }[];
}

export interface Step {
	title: string;
	description: string;
}

/** The three steps, in order, leaving out those without a title. */
export function stepsOf(content: Pick<VideoContent, 'banner_contents'>): Step[] {
	const value = (key: string) =>
		content.banner_contents.find((c) => c.key === key)?.value?.trim() ?? '';
	return [1, 2, 3]
		.map((n) => ({ title: value(`title_${n}`), description: value(`description_${n}`) }))
		.filter((s) => s.title !== '');
}

/** The banner's media: a playable video for the video types, else the image. */
export function mediaOf(content: VideoContent): { video: string | null; image: string | null } {
	const image = content.banner_image_full_url ?? null;
	if (content.banner_type === 'video_content' && content.banner_video_content_full_url)
		return { video: content.banner_video_content_full_url, image };
	if (
		content.banner_type === 'video' &&
		content.banner_video &&
		/^(https?:\/\/|\/)\S+\.(webm|mp4|ogg)(\?\S*)?$/i.test(content.banner_video)
	)
		return { video: content.banner_video, image };
	return { video: null, image };
}
