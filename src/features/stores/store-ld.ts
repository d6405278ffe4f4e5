// spec §2 routes (/store/{id}) and §3 Store: schema.org LocalBusiness JSON-LD for a store page,
// with its opening hours when it has schedules.

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The schema.org type of a module's shops. */
const TYPE_BY_MODULE: Record<string, string> = {
	food: 'Restaurant',
	grocery: 'GroceryStore',
	pharmacy: 'Pharmacy',
	ecommerce: 'Store',
};

export interface StoreLdInput {
	name: string;
	address: string | null;
	phone: string | null;
	latitude: string;
	longitude: string;
	logo_full_url: string | null;
	cover_photo_full_url: string | null;
	module_type: string;
	avg_rating: number;
	rating_count: number;
	schedules: { day: number; opening_time: string; closing_time: string }[];
}

const hhmm = (time: string) => time.slice(0, 5);

/** One specification per distinct opening window, naming every day that has it. */
export function openingHours(schedules: StoreLdInput['schedules']) {
	const byWindow = new Map<string, number[]>();
	for (const s of schedules) {
		const key = `${hhmm(s.opening_time)}-${hhmm(s.closing_time)}`;
		byWindow.set(key, [...(byWindow.get(key) ?? []), s.day]);
	}
	return [...byWindow].map(([window, days]) => {
		const [opens, closes] = window.split('-');
		return {
			'@type': 'OpeningHoursSpecification',
			dayOfWeek: [...new Set(days)]
				.sort((a, b) => a - b)
				.map((d) => `https://schema.org/${DAYS[d]}`),
			opens,
			closes,
		};
	});
}

export function storeJsonLd(store: StoreLdInput, url: string) {
	const lat = Number(store.latitude);
	const lng = Number(store.longitude);
	const images = [store.cover_photo_full_url, store.logo_full_url].filter(Boolean);
	return {
		'@context': 'https://schema.org',
		'@type': TYPE_BY_MODULE[store.module_type] ?? 'Store',
		name: store.name,
		url,
		...(images.length ? { image: images } : {}),
		...(store.logo_full_url ? { logo: store.logo_full_url } : {}),
		...(store.phone ? { telephone: store.phone } : {}),
		...(store.address
			? { address: { '@type': 'PostalAddress', streetAddress: store.address } }
			: {}),
		...(Number.isFinite(lat) && Number.isFinite(lng) && (lat !== 0 || lng !== 0)
			? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } }
			: {}),
		...(store.rating_count > 0
			? {
					aggregateRating: {
						'@type': 'AggregateRating',
						ratingValue: store.avg_rating,
						reviewCount: store.rating_count,
						bestRating: 5,
					},
				}
			: {}),
		...(store.schedules.length ? { openingHoursSpecification: openingHours(store.schedules) } : {}),
	};
}
