import type { LatLng } from '~/lib/geo';

/** Demo delivery zones around Singapore. Marina Bay overlaps Central; Sentosa is switched off. */
export interface ZoneSeed {
	name: string;
	displayName: string;
	status: 0 | 1;
	cashOnDelivery: boolean;
	digitalPayment: boolean;
	increasedDeliveryFee?: number;
	increaseDeliveryChargeMessage?: string;
	outline: LatLng[];
}

const p = (lat: number, lng: number): LatLng => ({ lat, lng });

export const ZONE_SEEDS: ZoneSeed[] = [
	{
		name: 'central',
		displayName: 'Central Singapore',
		status: 1,
		cashOnDelivery: true,
		digitalPayment: true,
		outline: [
			p(1.264, 103.802),
			p(1.2705, 103.825),
			p(1.266, 103.848),
			p(1.278, 103.87),
			p(1.305, 103.879),
			p(1.335, 103.872),
			p(1.348, 103.845),
			p(1.346, 103.81),
			p(1.325, 103.79),
			p(1.29, 103.788),
		],
	},
	{
		name: 'east',
		displayName: 'East Coast & Tampines',
		status: 1,
		cashOnDelivery: true,
		digitalPayment: true,
		outline: [
			p(1.3, 103.878),
			p(1.302, 103.93),
			p(1.315, 103.97),
			p(1.335, 103.995),
			p(1.37, 103.99),
			p(1.38, 103.94),
			p(1.365, 103.895),
			p(1.34, 103.874),
		],
	},
	{
		name: 'west',
		displayName: 'Jurong & West',
		status: 1,
		cashOnDelivery: false,
		digitalPayment: true,
		outline: [
			p(1.295, 103.66),
			p(1.29, 103.72),
			p(1.29, 103.7879),
			p(1.325, 103.7899),
			p(1.356, 103.77),
			p(1.37, 103.73),
			p(1.36, 103.68),
			p(1.33, 103.65),
		],
	},
	{
		name: 'north',
		displayName: 'Woodlands & North',
		status: 1,
		cashOnDelivery: true,
		digitalPayment: true,
		increasedDeliveryFee: 10,
		increaseDeliveryChargeMessage: 'Longer rides up north add 10% to the delivery fee.',
		outline: [
			p(1.38, 103.74),
			p(1.405, 103.73),
			p(1.45, 103.765),
			p(1.462, 103.81),
			p(1.445, 103.85),
			p(1.41, 103.87),
			p(1.38, 103.845),
			p(1.365, 103.8),
		],
	},
	{
		name: 'marina-bay',
		displayName: 'Marina Bay',
		status: 1,
		cashOnDelivery: true,
		digitalPayment: true,
		outline: [p(1.276, 103.848), p(1.276, 103.865), p(1.293, 103.865), p(1.293, 103.848)],
	},
	{
		name: 'sentosa',
		displayName: 'Sentosa',
		status: 0,
		cashOnDelivery: true,
		digitalPayment: true,
		outline: [p(1.24, 103.805), p(1.24, 103.845), p(1.257, 103.845), p(1.257, 103.805)],
	},
];

/** Well-known points used by the seed's docs and by tests. */
export const LANDMARKS = {
	orchardRoad: p(1.3048, 103.8318),
	marinaBaySands: p(1.2834, 103.8607),
	tampines: p(1.353, 103.945),
	jurongEast: p(1.3331, 103.742),
	woodlands: p(1.436, 103.786),
	sentosa: p(1.2494, 103.8303),
	openSea: p(1.2, 103.9),
} as const;
