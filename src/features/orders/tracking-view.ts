// spec §2 tracking drawer content: order id, map, delivery person (§5: signed in only), 4-step
// timeline with 'D MMM, h:mm A' times (§4), sender and receiver, total; skeleton; 'Order not found'.
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { localizedPath } from '~/lib/preferences';
import { formatMoney } from '~/lib/money';
import { h } from './dom';
import { formatOrderTime, orderParties, showsDeliveryMan, timeline, toNumber } from './order-rules';
import { statusText, stepText } from './order-texts';
import type { Order } from './order-types';
import type { OrdersConfig } from './orders-config';

export interface ViewContext {
	locale: Locale;
	config: OrdersConfig;
	signedIn: boolean;
}

export function skeletonView(locale: Locale): HTMLElement {
	const bar = (className: string) => h('span', { class: `track-skeleton ${className}` });
	return h(
		'div',
		{ class: 'track-loading' },
		h('p', { class: 'visually-hidden' }, m['orders.loading']({}, { locale })),
		bar('line short'),
		bar('map'),
		bar('line'),
		bar('line'),
		bar('line short'),
	);
}

export function notFoundView(locale: Locale): HTMLElement {
	return h('p', { class: 'track-error', role: 'alert' }, m['orders.notFound']({}, { locale }));
}

function timelineView(order: Order, { locale, config }: ViewContext): HTMLElement {
	return h(
		'ol',
		{ class: 'track-steps', 'aria-label': m['orders.track.progress']({}, { locale }) },
		...timeline(order).map((entry) =>
			h(
				'li',
				{
					'data-step': entry.step,
					'data-reached': entry.reached ? 'true' : 'false',
					'aria-current': entry.current ? 'step' : null,
				},
				h('span', { class: 'track-dot', 'aria-hidden': 'true' }),
				h(
					'span',
					{ class: 'track-step-text' },
					h('span', { class: 'track-step-name' }, stepText(entry.step, locale)),
					entry.time &&
						h(
							'time',
							{ datetime: entry.time },
							formatOrderTime(entry.time, locale, config.timeZone),
						),
				),
			),
		),
	);
}

function partyView(title: string, party: { name: string; address: string; phone: string | null }) {
	return h(
		'section',
		{ class: 'track-party' },
		h('h3', null, title),
		party.name && h('p', { class: 'track-party-name' }, party.name),
		party.address && h('p', null, party.address),
		party.phone && h('p', null, h('a', { href: `tel:${party.phone}` }, party.phone)),
	);
}

function deliveryManView(order: Order, locale: Locale): HTMLElement | null {
	const man = order.delivery_man;
	if (!man) return null;
	const name = [man.f_name, man.l_name].filter(Boolean).join(' ');
	const rating = toNumber(man.avg_rating);
	return h(
		'section',
		{ class: 'track-man' },
		h('h3', null, m['orders.track.deliveryMan']({}, { locale })),
		h(
			'div',
			{ class: 'track-man-row' },
			man.image_full_url &&
				h('img', { src: man.image_full_url, alt: '', width: 48, height: 48, loading: 'lazy' }),
			h(
				'div',
				null,
				h('p', { class: 'track-party-name' }, name),
				rating !== null &&
					h('p', null, m['orders.track.rating']({ rating: rating.toFixed(1) }, { locale })),
			),
			man.phone &&
				h(
					'a',
					{
						class: 'track-call',
						href: `tel:${man.phone}`,
						'aria-label': m['orders.track.call']({ name }, { locale }),
					},
					man.phone,
				),
		),
		// spec §2: /profile?page=inbox with type=delivery_man, id, routeName, chatFrom=true.
		h(
			'a',
			{
				class: 'track-chat',
				href: localizedPath(
					`/profile?page=inbox&type=delivery_man&id=${man.id}&routeName=delivery_man_id&chatFrom=true&orderId=${order.id}`,
					locale,
				),
			},
			m['live.chat.withDeliveryMan']({}, { locale }),
		),
	);
}

/** The drawer's content for an order; `map` is the (kept) map container placed in it. */
export function trackingView(order: Order, context: ViewContext, map: HTMLElement): Node[] {
	const { locale, config, signedIn } = context;
	const { sender, receiver } = orderParties(order);
	const total = toNumber(order.order_amount) ?? 0;
	return [
		h(
			'div',
			{ class: 'track-head' },
			h('p', { class: 'track-id' }, m['orders.orderId']({ id: String(order.id) }, { locale })),
			h(
				'p',
				{ class: 'track-status', 'data-status': order.order_status },
				statusText(order.order_status, locale),
			),
		),
		map,
		showsDeliveryMan(order, signedIn) && deliveryManView(order, locale),
		timelineView(order, context),
		h(
			'div',
			{ class: 'track-parties' },
			partyView(m['orders.track.sender']({}, { locale }), sender),
			partyView(m['orders.track.receiver']({}, { locale }), receiver),
		),
		h(
			'p',
			{ class: 'track-total' },
			h('span', null, m['orders.track.total']({}, { locale })),
			h('strong', null, formatMoney(total, config.money)),
		),
	].filter((node): node is HTMLElement => node instanceof HTMLElement);
}
