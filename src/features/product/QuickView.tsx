import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { pageLocale } from '~/api-client/client';
import { queryClient } from '~/api-client/query-client';
import { itemPath, storePath } from '~/features/catalog/card-rules';
import { m } from '~/i18n/messages';
import { localTime } from '~/lib/local-time';
import type { MoneyFormat } from '~/lib/money';
import { localizedPath, stripLocalePrefix } from '~/lib/preferences';
import { $overlay, closeOverlay } from '~/state/overlay.state';
import { $quickView, closeQuickView, type QuickViewTarget } from '~/state/product-dialog.state';
import { ProductDetails } from './ProductDetails';
import { type ProductItem, toProductItem } from './product-item';
import { itemDetailsQuery } from './quick-view.api';
import './quick-view.css';

export interface QuickViewSettings {
	money: MoneyFormat;
	timeZone: string;
}

type Load =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'ready'; item: ProductItem; storeHref: string | null };

/** The store link, unless the shopper is on that store's page already (spec §2). */
function storeLink(store: { id: number; slug: string | null }): string | null {
	const here = decodeURIComponent(stripLocalePrefix(location.pathname));
	const onStore = [store.slug, String(store.id)].some((key) => key && here === `/store/${key}`);
	return onStore ? null : localizedPath(storePath(store), pageLocale());
}

function useItem(target: QuickViewTarget | null): Load {
	const query = useQuery(
		{ ...itemDetailsQuery(target?.id ?? ''), enabled: target !== null },
		queryClient,
	);
	const details = query.data;
	return useMemo((): Load => {
		if (query.isError) return { status: 'error' };
		if (!details) return { status: 'loading' };
		const store = details.store_details ?? { id: details.store_id, slug: null };
		return { status: 'ready', item: toProductItem(details), storeHref: storeLink(store) };
	}, [details, query.isError]);
}

/**
 * spec §2 product dialog (quick view): the item's images, badges, store link, name, rating,
 * price and purchase panel in a native modal <dialog>, for the item `openQuickView()` names.
 */
export function QuickView({ money, timeZone }: QuickViewSettings) {
	const target = useStore($quickView);
	const overlay = useStore($overlay);
	const open = target !== null && overlay === 'product';
	const load = useItem(open ? target : null);
	const ref = useRef<HTMLDialogElement>(null);
	const titleId = useId();
	const locale = pageLocale();

	useLayoutEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) dialog.showModal();
		if (!open && dialog.open) dialog.close();
	}, [open]);

	const close = useCallback(() => {
		closeQuickView();
		if ($overlay.get() === 'product') closeOverlay();
	}, []);

	// A click on the backdrop closes it (Escape does too, natively).
	useEffect(() => {
		const dialog = ref.current;
		const onClick = (event: MouseEvent) => {
			if (!dialog || event.target !== dialog) return;
			const box = dialog.getBoundingClientRect();
			const inside =
				event.clientX >= box.left &&
				event.clientX <= box.right &&
				event.clientY >= box.top &&
				event.clientY <= box.bottom;
			if (!inside) close(); // not a click on the dialog's own padding
		};
		dialog?.addEventListener('click', onClick);
		return () => dialog?.removeEventListener('click', onClick);
	}, [close]);

	return (
		<dialog
			ref={ref}
			className="quick-view"
			aria-labelledby={load.status === 'ready' ? titleId : undefined}
			aria-label={load.status === 'ready' ? undefined : m['product.quickView']({}, { locale })}
			aria-busy={load.status === 'loading'}
			onClose={close}
		>
			<button
				type="button"
				className="quick-view-close"
				aria-label={m['product.close']({}, { locale })}
				onClick={close}
			>
				<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
					<path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
				</svg>
			</button>
			{open && load.status === 'loading' && (
				<div className="quick-view-skeleton" role="status">
					<span className="visually-hidden">{m['product.loading']({}, { locale })}</span>
				</div>
			)}
			{open && load.status === 'error' && (
				<p className="quick-view-error" role="alert">
					{m['product.loadFailed']({}, { locale })}
				</p>
			)}
			{open && load.status === 'ready' && (
				<>
					<ProductDetails
						key={load.item.id}
						item={load.item}
						money={money}
						locale={locale}
						timeZone={timeZone}
						now={localTime(new Date(), timeZone).time}
						variant="dialog"
						storeHref={load.storeHref}
						titleId={titleId}
						onDone={close}
					/>
					<a className="quick-view-more" href={localizedPath(itemPath(load.item), locale)}>
						{m['product.viewDetails']({}, { locale })}
					</a>
				</>
			)}
		</dialog>
	);
}
