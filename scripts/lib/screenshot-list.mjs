// The screenshots of `npm run screenshots`: name, page, device, theme, language, and for the
// pages behind a cart or an order the API calls that set them up (a guest or a new customer).

const CENTRAL = { zoneIds: [1], lat: 1.3048, lng: 103.8318, address: 'Orchard Road, Singapore' };
const TAMPINES = { zoneIds: [2], lat: 1.3526, lng: 103.9448, address: 'Tampines Mall, Singapore' };
const MODULES = {
	food: { id: 1, module_type: 'food', module_name: 'Food' },
	grocery: { id: 2, module_type: 'grocery', module_name: 'Grocery' },
	pharmacy: { id: 3, module_type: 'pharmacy', module_name: 'Pharmacy' },
	ecommerce: { id: 4, module_type: 'ecommerce', module_name: 'Shop' },
	parcel: { id: 5, module_type: 'parcel', module_name: 'Parcel' },
};
const at = (module, place = CENTRAL) => ({ ...place, module: MODULES[module] });

/** Tampines Family Supermart: open round the clock, so a cart and an order work at any hour. */
const GROCERY_STORE = 19;
const GROCERY_HEADERS = { zoneId: '[2]', moduleId: '2', latitude: '1.3526', longitude: '103.9448' };

async function api(base, method, route, { headers = {}, data } = {}) {
	const response = await fetch(`${base}/api/v1${route}`, {
		method,
		headers: { 'Content-Type': 'application/json', ...GROCERY_HEADERS, ...headers },
		body: data ? JSON.stringify(data) : undefined,
	});
	const body = await response.json().catch(() => ({}));
	if (!response.ok)
		throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(body)}`);
	return body;
}

/** Groceries that make a cart look like a cart (when the store stocks them), first. */
const LIKED = [
	'Navel Oranges (6 pcs)',
	'Red Seedless Grapes 500g',
	'Cheddar Cheese Slices (12)',
	'Organic Carrots 500g',
	'Chocolate Chip Cookies 200g',
];

/** A cart of about S$35 at the all-day grocery: three simple items, most in stock first. */
async function fillCart(base, owner) {
	const headers = owner.token ? { Authorization: `Bearer ${owner.token}` } : {};
	const extra = owner.guestId ? { guest_id: owner.guestId } : {};
	const { products } = await api(
		base,
		'GET',
		`/items/latest?store_id=${GROCERY_STORE}&limit=50&offset=1&category_id=0`,
	);
	const rank = (p) => (LIKED.indexOf(p.name) + LIKED.length + 1) % (LIKED.length + 1);
	const simple = products
		.filter((p) => p.variations.length === 0 && p.price > 1 && p.stock > 10)
		.filter((p) => p.maximum_cart_quantity === null)
		.sort((a, b) => rank(a) - rank(b))
		.slice(0, 3);
	for (const item of simple) {
		const quantity = Math.max(1, Math.ceil(12 / item.price));
		await api(base, 'POST', '/customer/cart/add', {
			headers,
			data: { ...extra, item_id: item.id, model: 'Item', quantity },
		});
	}
}

async function guest(base) {
	const { guest_id: id } = await api(base, 'POST', '/auth/guest/request', { data: {} });
	return String(id);
}

async function placeOrder(base, owner, key) {
	const headers = owner.token
		? { Authorization: `Bearer ${owner.token}`, 'Idempotency-Key': key }
		: { 'Idempotency-Key': key };
	const body = await api(base, 'POST', '/customer/order/place', {
		headers,
		data: {
			...(owner.guestId
				? { guest_id: owner.guestId, contact_person_email: 'ana@example.test' }
				: {}),
			payment_method: 'cash_on_delivery',
			order_type: 'delivery',
			store_id: GROCERY_STORE,
			distance: 1,
			address: TAMPINES.address,
			latitude: String(TAMPINES.lat),
			longitude: String(TAMPINES.lng),
			address_type: 'home',
			contact_person_name: 'Ana Tan',
			contact_person_number: '+6591234567',
		},
	});
	return body.order_id;
}

/** A guest with a filled cart: the browser holds the guest id, as the cart leaves it. */
async function guestWithCart({ base, context }) {
	const guestId = await guest(base);
	await fillCart(base, { guestId });
	await context.addInitScript((id) => localStorage.setItem('guest_id', id), guestId);
	return guestId;
}

/** Prepares a guest with a filled cart, then opens `path`. */
const withCart = (path) => async (ctx) => {
	await guestWithCart(ctx);
	return path;
};

async function openCart(page) {
	for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) {
		await dismiss.click().catch(() => {});
	}
	await page
		.getByRole('banner')
		.getByRole('button', { name: /^(Cart|Keranjang)/ })
		.click();
	await page.getByRole('dialog').first().waitFor();
}

/** The demo customer (README: orders, wallet, points), signed in, then `path`. */
const demoCustomer =
	(path) =>
	async ({ base, context }) => {
		const { token } = await api(base, 'POST', '/auth/login', {
			data: { login_type: 'manual', email_or_phone: '+6591234567', password: 'password123' },
		});
		await context.addInitScript((value) => localStorage.setItem('token', value), token);
		return path;
	};

const shot = (name, path, device, theme, locale, extra = {}) => ({
	name,
	path,
	device,
	theme,
	locale,
	...extra,
});

export const SHOTS = [
	shot('01-landing-desktop-light-en', '/', 'desktop', 'light', 'en'),
	shot('02-landing-phone-dark-id', '/id', 'phone', 'dark', 'id'),
	shot('03-food-home-desktop-light-en', '/home?module_id=1', 'desktop', 'light', 'en', {
		location: at('food'),
	}),
	shot('04-food-home-phone-dark-en', '/home?module_id=1', 'phone', 'dark', 'en', {
		location: at('food'),
	}),
	shot('05-grocery-home-desktop-dark-en', '/home?module_id=2', 'desktop', 'dark', 'en', {
		location: at('grocery'),
	}),
	shot('06-grocery-home-phone-light-id', '/id/home?module_id=2', 'phone', 'light', 'id', {
		location: at('grocery'),
	}),
	shot('07-pharmacy-home-desktop-light-en', '/home?module_id=3', 'desktop', 'light', 'en', {
		location: at('pharmacy'),
	}),
	shot('08-pharmacy-home-phone-light-en', '/home?module_id=3', 'phone', 'light', 'en', {
		location: at('pharmacy'),
	}),
	shot('09-shop-home-desktop-light-en', '/home?module_id=4', 'desktop', 'light', 'en', {
		location: at('ecommerce'),
	}),
	shot('10-shop-home-phone-dark-id', '/id/home?module_id=4', 'phone', 'dark', 'id', {
		location: at('ecommerce'),
	}),
	shot('11-parcel-home-desktop-light-en', '/home?module_id=5', 'desktop', 'light', 'en', {
		location: at('parcel'),
	}),
	shot('12-store-desktop-light-en', '/store/ah-seng-chicken-rice', 'desktop', 'light', 'en', {
		location: at('food'),
	}),
	shot('13-store-phone-dark-en', '/store/tiong-bahru-heritage-kopitiam', 'phone', 'dark', 'en', {
		location: at('food'),
	}),
	shot(
		'14-store-food-section-desktop-dark-id',
		'/id/store/makcik-rosnah-nasi-lemak',
		'desktop',
		'dark',
		'id',
		{
			location: at('food'),
			act: (page) => page.evaluate(() => window.scrollTo(0, 420)),
		},
	),
	// This branch shows a product on its own page (no quick-view dialog yet).
	shot(
		'15-product-desktop-light-en',
		'/product/ah-seng-chicken-rice-roasted-chicken-rice',
		'desktop',
		'light',
		'en',
		{ location: at('food') },
	),
	shot(
		'16-product-phone-light-id',
		'/id/product/rochor-tech-mart-portable-bluetooth-speaker',
		'phone',
		'light',
		'id',
		{ location: at('ecommerce') },
	),
	shot('17-cart-desktop-light-en', '/home?module_id=2', 'desktop', 'light', 'en', {
		location: at('grocery', TAMPINES),
		prepare: withCart('/home?module_id=2'),
		act: openCart,
	}),
	shot('18-cart-phone-dark-en', '/home?module_id=2', 'phone', 'dark', 'en', {
		location: at('grocery', TAMPINES),
		prepare: withCart('/home?module_id=2'),
		act: openCart,
	}),
	shot('19-checkout-desktop-light-en', '/checkout', 'desktop', 'light', 'en', {
		location: at('grocery', TAMPINES),
		prepare: withCart('/checkout?page=cart'),
	}),
	shot('20-checkout-phone-light-id', '/id/checkout', 'phone', 'light', 'id', {
		location: at('grocery', TAMPINES),
		prepare: withCart('/id/checkout?page=cart'),
	}),
	shot('21-tracking-desktop-light-en', '/track-order', 'desktop', 'light', 'en', {
		location: at('grocery', TAMPINES),
		prepare: async ({ base, context }) => {
			const guestId = await guest(base);
			await fillCart(base, { guestId });
			const orderId = await placeOrder(base, { guestId }, `screenshots-${guestId}`);
			await context.addInitScript(
				({ guestId, orderId }) => {
					localStorage.setItem('guest_id', guestId);
					sessionStorage.setItem(
						'last_guest_order',
						JSON.stringify({ order_id: orderId, contact_number: '+6591234567' }),
					);
				},
				{ guestId, orderId },
			);
			return `/track-order/${orderId}`;
		},
	}),
	// Search results (/home?data_type=searched) and the demo customer's profile and wallet.
	shot(
		'22-search-results-desktop-light-en',
		'/home?data_type=searched&search=chicken&module_id=1',
		'desktop',
		'light',
		'en',
		{ location: at('food') },
	),
	shot(
		'23-search-results-phone-dark-id',
		'/id/home?data_type=searched&search=susu&module_id=2',
		'phone',
		'dark',
		'id',
		{ location: at('grocery') },
	),
	shot('24-profile-desktop-light-en', '/profile?page=profile-settings', 'desktop', 'light', 'en', {
		location: at('grocery', TAMPINES),
		prepare: demoCustomer('/profile?page=profile-settings'),
	}),
	shot('25-wallet-phone-dark-id', '/id/wallet', 'phone', 'dark', 'id', {
		location: at('grocery', TAMPINES),
		prepare: demoCustomer('/id/wallet'),
	}),
];
