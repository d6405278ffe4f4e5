// Signed-in pages follow the live channel here (ADR 022): the bell's unread count, toasts
// (spec §4: 'You have a new message' unless a chat is on screen; an order-status toast that opens
// the order), and the review prompt after a delivery (spec §4). Islands mount on demand.
import { pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import type { OrderStatus } from '~/contracts/order-view';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { $token } from '~/state/session.state';
import { toast } from '~/state/toast.state';
import { onLive } from './live-client';
import { markNotificationsRead, notificationsQuery, reviewReminder } from './live.api';
import { $chatOnScreen } from './live.state';

let started = false;

/**
 * The toast of a bell entry (spec §4): a new message unless a chat is on screen; a referral
 * reward for 5 s; an order's step with a link to it. The server sends a bell entry only when the
 * customer's settings allow its kind (ADR 030), so the toasts follow the settings too.
 */
function noteToast(
	note: { type: string; title: string; body: string; order_id: number | null },
	locale: ReturnType<typeof pageLocale>,
): void {
	if (note.type === 'message') {
		if (!$chatOnScreen.get()) toast(m['live.toast.newMessage']({}, { locale }));
	} else if (note.type === 'referral_code') {
		toast(
			m['live.toast.notification']({ title: note.title, body: note.body }, { locale }),
			'success',
			5000,
			{
				href: localizedPath('/wallet', locale),
				label: m['live.toast.open']({}, { locale }),
			},
		);
	} else if (note.type === 'order_status' && note.order_id) {
		toast(
			m['live.toast.notification']({ title: note.title, body: note.body }, { locale }),
			'info',
			6000,
			{
				href: localizedPath(`/order-details/${note.order_id}`, locale),
				label: m['live.toast.open']({}, { locale }),
			},
		);
	}
}
let unread = 0;

function showUnread(button: HTMLElement | null, count: number): void {
	unread = Math.max(0, count);
	const badge = button?.querySelector<HTMLElement>('[data-live-unread]');
	if (!button || !badge) return;
	badge.textContent = unread > 9 ? '9+' : String(unread);
	badge.hidden = unread === 0;
	const label = button.dataset.labelCount ?? '';
	if (unread > 0) button.setAttribute('aria-label', label.replace('{count}', String(unread)));
}

/**
 * Whether the prompt may open now: never over another dialog (the cart the shopper just opened),
 * and on arrival only until the shopper starts doing something on the page (a press of "Order
 * again" while the reminder loads must not end with two dialogs on top of each other).
 */
function promptWelcome(justDelivered: boolean): boolean {
	if (document.querySelector('dialog[open]')) return false;
	return justDelivered || !busy();
}

/** Whether the shopper has pressed or typed something since the page opened (the bell's script
 * watches from the start; `userActivation` cannot say: some browsers count the navigation). */
let busy: () => boolean = () => false;

/** Asks whether the last delivered order awaits a review; shows the prompt if so (spec §4). */
async function checkReviewPrompt(justDelivered = false): Promise<void> {
	// Where the shopper looks at orders or starts shopping, not in the middle of a task.
	if (!/\/(home|my-orders|order-details)(\/|$)/.test(location.pathname)) return;
	try {
		const { order_id: orderId, images } = await reviewReminder();
		if (!orderId) return;
		const { showReviewPrompt } = await import('./mount-review-prompt');
		if (promptWelcome(justDelivered)) showReviewPrompt(orderId, images);
	} catch {
		// The prompt is an invitation: nothing to report when it cannot be asked.
	}
}

export function startLiveHost(shopperBusy: () => boolean): void {
	if (started || !$token.get()) return;
	started = true;
	busy = shopperBusy;
	const locale = pageLocale();
	const button = document.querySelector<HTMLElement>('[data-live-bell]');
	const panel = document.getElementById('live-bell-panel');
	void queryClient
		.fetchQuery(notificationsQuery())
		.then((list) => showUnread(button, list.filter((n) => !n.is_read).length))
		.catch(() => {});
	panel?.addEventListener('toggle', (event) => {
		if ((event as ToggleEvent).newState !== 'open') return;
		const host = panel.querySelector<HTMLElement>('[data-live-bell-list]');
		if (host)
			void import('./mount-notifications').then(({ mountNotifications }) =>
				mountNotifications(host),
			);
		if (unread > 0)
			void markNotificationsRead().then(
				() => showUnread(button, 0),
				() => {},
			);
	});
	onLive((event) => {
		if (event.type === 'notification') {
			void queryClient.invalidateQueries({ queryKey: ['live', 'notifications'] });
			if (!panel?.matches(':popover-open')) showUnread(button, unread + 1);
			const note = event.data as {
				type: string;
				title: string;
				body: string;
				order_id: number | null;
			};
			noteToast(note, locale);
		} else if (event.type === 'order_status') {
			const { order_status: status } = event.data as { order_status: OrderStatus };
			if (status === 'delivered') setTimeout(() => void checkReviewPrompt(true), 1500);
		}
	});
	void checkReviewPrompt();
}
