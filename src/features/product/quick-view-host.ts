import { installReactPreambleInDev } from '~/components/ui/react-preamble';
import type { MoneyFormat } from '~/lib/money';
import { $quickView, registerProductDialog } from '~/state/product-dialog.state';
import type { QuickViewSettings } from './QuickView';

/**
 * The quick view's stand-in on every page with cards (spec §2 product dialog): it registers the
 * dialog so cards open it instead of the product page, and loads the dialog (React and the
 * purchase panel) on the first Quick View only.
 */
function readSettings(host: HTMLElement): QuickViewSettings {
	let money: MoneyFormat = { symbol: '$', position: 'left', decimals: 2 };
	try {
		money = JSON.parse(host.dataset.money ?? '') as MoneyFormat;
	} catch {
		// the default format
	}
	return { money, timeZone: host.dataset.timeZone || 'UTC' };
}

let loading: Promise<void> | null = null;

function load(host: HTMLElement): Promise<void> {
	loading ??= installReactPreambleInDev()
		.then(() => import('./mount-quick-view'))
		.then(({ mountQuickView }) => mountQuickView(readSettings(host)))
		.catch((error: unknown) => {
			loading = null; // a failed download can be tried again
			console.error('quick view failed to load', error);
		});
	return loading;
}

export function installQuickViewHost(host: HTMLElement): void {
	registerProductDialog();
	$quickView.subscribe((target) => {
		if (target) void load(host);
	});
}
