import { pageLocale } from '~/api-client/client';
import { Icon } from '~/components/ui/Icon';
import type { Wishlist } from '~/contracts/wishlist';
import { m } from '~/i18n/messages';
import type { MoneyFormat } from '~/lib/money';
import { localizedPath } from '~/lib/preferences';
import {
	itemPriceText,
	type WishlistItem,
	type WishlistStore,
	type WishlistTab,
	type WishlistTarget,
} from './wishlist-rules';

export type RemoveEntry = (name: string, target: WishlistTarget) => void;

interface EntryProps {
	name: string;
	path: string;
	picture: string | null;
	logo?: boolean;
	target: WishlistTarget;
	onRemove: RemoveEntry;
	children: React.ReactNode;
}

/** One row of either tab: picture, name linking to its page, details, and the remove button. */
function Entry({ name, path, picture, logo, target, onRemove, children }: EntryProps) {
	const locale = pageLocale();
	return (
		<li className="cart-line">
			<span className={logo ? 'cart-line-image wishlist-logo' : 'cart-line-image'}>
				{picture && (
					<img
						src={picture}
						alt=""
						width={64}
						height={64}
						loading="lazy"
						// spec §8 placeholder
						onError={(event) => event.currentTarget.remove()}
					/>
				)}
			</span>
			<div className="cart-line-main">
				<a className="cart-line-name" href={localizedPath(path, locale)}>
					{name}
				</a>
				{children}
			</div>
			<button
				type="button"
				className="wishlist-remove"
				aria-label={m['wishlist.remove']({ name }, { locale })}
				onClick={() => onRemove(name, target)}
			>
				<Icon name="trash" size={18} />
			</button>
		</li>
	);
}

function ItemEntry({
	item,
	money,
	onRemove,
}: {
	item: WishlistItem;
	money: MoneyFormat;
	onRemove: RemoveEntry;
}) {
	const price = itemPriceText(item, money);
	return (
		<Entry
			name={item.name}
			path={`/product/${encodeURIComponent(item.slug || String(item.id))}`}
			picture={item.image_full_url}
			target={{ itemId: item.id }}
			onRemove={onRemove}
		>
			<p className="wishlist-meta">{item.store_name}</p>
			<p className="wishlist-price">
				<strong>{price.now}</strong>
				{price.was && (
					<>
						{' '}
						<s>{price.was}</s>
					</>
				)}
			</p>
		</Entry>
	);
}

function StoreEntry({ store, onRemove }: { store: WishlistStore; onRemove: RemoveEntry }) {
	return (
		<Entry
			name={store.name}
			path={`/store/${encodeURIComponent(store.slug || String(store.id))}`}
			picture={store.logo_full_url}
			logo
			target={{ storeId: store.id }}
			onRemove={onRemove}
		>
			<p className="wishlist-meta">{store.address}</p>
			{store.open === 0 && (
				<p className="wishlist-closed">{m['wishlist.closedNow']({}, { locale: pageLocale() })}</p>
			)}
		</Entry>
	);
}

interface ListProps {
	list: Wishlist;
	tab: WishlistTab;
	money: MoneyFormat;
	onRemove: RemoveEntry;
}

/** The entries of one tab, or its empty state ('No favourite items found' / '… stores found'). */
export function WishlistEntries({ list, tab, money, onRemove }: ListProps) {
	const locale = pageLocale();
	const count = tab === 'items' ? list.item.length : list.store.length;
	if (count === 0)
		return (
			<div className="wishlist-empty">
				<h3>
					{(tab === 'items' ? m['wishlist.noItems'] : m['wishlist.noStores'])({}, { locale })}
				</h3>
				<p>{m['wishlist.emptyHelp']({}, { locale })}</p>
			</div>
		);
	return (
		<ul className="cart-lines">
			{tab === 'items'
				? list.item.map((item) => (
						<ItemEntry key={item.id} item={item} money={money} onRemove={onRemove} />
					))
				: list.store.map((store) => (
						<StoreEntry key={store.id} store={store} onRemove={onRemove} />
					))}
		</ul>
	);
}
