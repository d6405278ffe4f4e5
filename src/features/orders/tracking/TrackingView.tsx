// spec §2 tracking drawer content: order id, map, delivery person (§5: signed in only), 4-step
// timeline with 'D MMM, h:mm A' times (§4), sender and receiver, total; skeleton; 'Order not found'.
import type { Ref } from 'react';
import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import { formatMoney } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import {
	formatOrderTime,
	orderParties,
	showsDeliveryMan,
	timeline,
	toNumber,
} from '../order-rules';
import { statusText, stepText } from '../order-texts';
import type { Order } from '../order-types';
import type { OrdersConfig } from '../orders-config';

export interface ViewContext {
	locale: Locale;
	config: OrdersConfig;
	signedIn: boolean;
}

export function TrackingSkeleton({ locale }: { locale: Locale }) {
	return (
		<div className="track-loading">
			<p className="visually-hidden">{m['orders.loading']({}, { locale })}</p>
			{['line short', 'map', 'line', 'line', 'line short'].map((kind, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: a fixed skeleton
				<span key={index} className={`track-skeleton ${kind}`} />
			))}
		</div>
	);
}

function Timeline({ order, context }: { order: Order; context: ViewContext }) {
	const { locale, config } = context;
	return (
		<ol className="track-steps" aria-label={m['orders.track.progress']({}, { locale })}>
			{timeline(order).map((entry) => (
				<li
					key={entry.step}
					data-step={entry.step}
					data-reached={entry.reached ? 'true' : 'false'}
					aria-current={entry.current ? 'step' : undefined}
				>
					<span className="track-dot" aria-hidden="true" />
					<span className="track-step-text">
						<span className="track-step-name">{stepText(entry.step, locale)}</span>
						{entry.time && (
							<time dateTime={entry.time}>
								{formatOrderTime(entry.time, locale, config.timeZone)}
							</time>
						)}
					</span>
				</li>
			))}
		</ol>
	);
}

type Party = { name: string; address: string; phone: string | null };

function PartyView({ title, party }: { title: string; party: Party }) {
	return (
		<section className="track-party">
			<h3>{title}</h3>
			{party.name && <p className="track-party-name">{party.name}</p>}
			{party.address && <p>{party.address}</p>}
			{party.phone && (
				<p>
					<a href={`tel:${party.phone}`}>{party.phone}</a>
				</p>
			)}
		</section>
	);
}

function DeliveryMan({ order, locale }: { order: Order; locale: Locale }) {
	const man = order.delivery_man;
	if (!man) return null;
	const name = [man.f_name, man.l_name].filter(Boolean).join(' ');
	const rating = toNumber(man.avg_rating);
	// spec §2: /profile?page=inbox with type=delivery_man, id, routeName, chatFrom=true.
	const chat = `/profile?page=inbox&type=delivery_man&id=${man.id}&routeName=delivery_man_id&chatFrom=true&orderId=${order.id}`;
	return (
		<section className="track-man">
			<h3>{m['orders.track.deliveryMan']({}, { locale })}</h3>
			<div className="track-man-row">
				{man.image_full_url && (
					<img src={man.image_full_url} alt="" width={48} height={48} loading="lazy" />
				)}
				<div>
					<p className="track-party-name">{name}</p>
					{rating !== null && (
						<p>{m['orders.track.rating']({ rating: rating.toFixed(1) }, { locale })}</p>
					)}
				</div>
				{man.phone && (
					<a
						className="track-call"
						href={`tel:${man.phone}`}
						aria-label={m['orders.track.call']({ name }, { locale })}
					>
						{man.phone}
					</a>
				)}
			</div>
			<a className="track-chat" href={localizedPath(chat, locale)}>
				{m['live.chat.withDeliveryMan']({}, { locale })}
			</a>
		</section>
	);
}

interface Props {
	order: Order;
	context: ViewContext;
	/** The map's container: Leaflet draws in it, React never touches its children. */
	mapRef: Ref<HTMLElement>;
}

/** The drawer's content for an order. */
export function TrackingView({ order, context, mapRef }: Props) {
	const { locale, config, signedIn } = context;
	const { sender, receiver } = orderParties(order);
	const total = toNumber(order.order_amount) ?? 0;
	return (
		<>
			<div className="track-head">
				<p className="track-id">{m['orders.orderId']({ id: String(order.id) }, { locale })}</p>
				<p className="track-status" data-status={order.order_status}>
					{statusText(order.order_status, locale)}
				</p>
			</div>
			<section
				ref={mapRef}
				className="track-map"
				aria-label={m['orders.track.map']({}, { locale })}
			/>
			{showsDeliveryMan(order, signedIn) && <DeliveryMan order={order} locale={locale} />}
			<Timeline order={order} context={context} />
			<div className="track-parties">
				<PartyView title={m['orders.track.sender']({}, { locale })} party={sender} />
				<PartyView title={m['orders.track.receiver']({}, { locale })} party={receiver} />
			</div>
			<p className="track-total">
				<span>{m['orders.track.total']({}, { locale })}</span>
				<strong>{formatMoney(total, config.money)}</strong>
			</p>
		</>
	);
}
