// spec §2 order page of a parcel: the sender and receiver blocks (as the tracking drawer shows them)
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { orderParties } from '../order-rules';
import type { Order } from '../order-types';

export function ParcelParties({ order, locale }: { order: Order; locale: Locale }) {
	const { sender, receiver } = orderParties(order);
	const parties = [
		{ title: m['orders.track.sender']({}, { locale }), party: sender },
		{ title: m['orders.track.receiver']({}, { locale }), party: receiver },
	];
	return (
		<section className="orders-card parcel-parties" data-parties>
			{parties.map(({ title, party }) => (
				<section key={title} className="parcel-party" data-party={title}>
					<h2>{title}</h2>
					{party.name && <p className="parcel-party-name">{party.name}</p>}
					{party.address && <p>{party.address}</p>}
					{party.phone && (
						<p>
							<a href={`tel:${party.phone}`}>{party.phone}</a>
						</p>
					)}
				</section>
			))}
		</section>
	);
}
