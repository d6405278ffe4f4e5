import { useQuery } from '@tanstack/react-query';
import { pageLocale, signInPath } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { reviewableOrderQuery } from '~/features/live/live.api';
import ui from '~/features/live/ui.module.css';
import { m } from '~/i18n/messages';
import { $token } from '~/state/session.state';
import { ReviewCard } from './ReviewCard';
import styles from './RateAndReview.module.css';

/** /rate-and-review/{id}: each item of the order and its delivery person, rated once each. */
export function RateAndReview({ orderId }: { orderId: number }) {
	const locale = pageLocale();
	const signedIn = $token.get() !== '';
	const { data, error } = useQuery(
		{ ...reviewableOrderQuery(orderId), enabled: signedIn, meta: { silent: true } },
		queryClient,
	);
	if (!signedIn)
		return (
			<p>
				<a href={signInPath(locale, location.pathname)}>
					{m['live.review.signIn']({}, { locale })}
				</a>
			</p>
		);
	if (error) return <p className={ui.error}>{m['orders.notFound']({}, { locale })}</p>;
	if (!data) return <p className={ui.muted}>{m['live.chat.loading']({}, { locale })}</p>;
	if (data.order_status !== 'delivered')
		return <p>{m['live.review.notDelivered']({}, { locale })}</p>;
	const items = data.items.filter((i) => i.item_id !== null);
	if (items.length === 0 && !data.delivery_man)
		return <p>{m['live.review.none']({}, { locale })}</p>;
	return (
		<div className={styles.page}>
			{items.length > 0 && (
				<section aria-labelledby="review-items">
					<h2 id="review-items">{m['live.review.items']({}, { locale })}</h2>
					{items.map((item) => (
						<ReviewCard
							key={item.item_id}
							orderId={orderId}
							target={{ kind: 'item', itemId: item.item_id as number }}
							title={item.name}
							imageUrl={item.image_full_url}
							reviewed={item.reviewed}
						/>
					))}
				</section>
			)}
			{data.delivery_man && (
				<section aria-labelledby="review-rider">
					<h2 id="review-rider">{m['live.review.deliveryMan']({}, { locale })}</h2>
					<ReviewCard
						orderId={orderId}
						target={{ kind: 'delivery_man', deliveryManId: data.delivery_man.id }}
						title={`${data.delivery_man.f_name} ${data.delivery_man.l_name}`.trim()}
						imageUrl={data.delivery_man.image_full_url}
						reviewed={data.delivery_man.reviewed}
					/>
				</section>
			)}
		</div>
	);
}
