// spec §2 order page of a parcel: the sender and receiver blocks (as the tracking drawer shows them)
import { h } from './dom';
import { orderParties } from './order-rules';
import type { Order } from './order-types';

export function parcelPartiesView(
	order: Order,
	titles: { sender: string; receiver: string },
): HTMLElement[] {
	const { sender, receiver } = orderParties(order);
	return [
		{ title: titles.sender, party: sender },
		{ title: titles.receiver, party: receiver },
	].map(({ title, party }) =>
		h(
			'section',
			{ class: 'parcel-party', 'data-party': title },
			h('h2', null, title),
			party.name && h('p', { class: 'parcel-party-name' }, party.name),
			party.address && h('p', null, party.address),
			party.phone && h('p', null, h('a', { href: `tel:${party.phone}` }, party.phone)),
		),
	);
}
