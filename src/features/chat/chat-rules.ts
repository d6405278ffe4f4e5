// The chat's pure rules: which thread a URL opens (spec §2 /chatting and /profile?page=inbox),
// the image limit (spec §5, §9: at most 3), and the order a thread is shown in.
import type { ChatMessage, PartnerType } from '~/contracts/chat';
import type { ThreadKey } from '~/features/live/live.api';

export const MAX_CHAT_IMAGES = 3;
const TYPES: readonly PartnerType[] = ['vendor', 'delivery_man', 'admin'];

/**
 * `/chatting?conversationId=` opens a conversation; `type` (vendor | delivery_man | admin, also
 * the 6amMart `sender_type` names `store`/`deliveryman`) with `id` opens the thread with that
 * partner, which is created by the first message.
 */
export function threadFromUrl(params: URLSearchParams): ThreadKey | null {
	const conversation = Number(params.get('conversationId') ?? params.get('conversation_id'));
	if (Number.isSafeInteger(conversation) && conversation > 0)
		return { conversationId: conversation };
	const raw = (params.get('type') ?? '').toLowerCase();
	const type = raw === 'store' ? 'vendor' : raw === 'deliveryman' ? 'delivery_man' : raw;
	if (!TYPES.includes(type as PartnerType)) return null;
	if (type === 'admin') return { type: 'admin', id: 0 };
	const id = Number(params.get('id'));
	return Number.isSafeInteger(id) && id > 0 ? { type: type as PartnerType, id } : null;
}

/** Whether adding `adding` images to `current` stays within the limit. */
export const fitsImageLimit = (current: number, adding: number) =>
	current + adding <= MAX_CHAT_IMAGES;

/** The API sends newest first; a thread reads oldest first. */
export const inReadingOrder = (messages: readonly ChatMessage[]) =>
	[...messages].sort((a, b) => a.id - b.id);
