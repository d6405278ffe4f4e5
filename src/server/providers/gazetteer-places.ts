/** Landmarks, streets and neighbourhoods of the demo city for the offline place search. */
export interface Place {
	slug: string;
	name: string;
	area: string;
	lat: number;
	lng: number;
}

const p = (slug: string, name: string, area: string, lat: number, lng: number): Place => ({
	slug,
	name,
	area,
	lat,
	lng,
});

export const PLACES: Place[] = [
	p('orchard-road', 'Orchard Road', 'Orchard, Singapore 238801', 1.3048, 103.8318),
	p('ion-orchard', 'ION Orchard', '2 Orchard Turn, Singapore 238801', 1.304, 103.8318),
	p('dhoby-ghaut', 'Dhoby Ghaut MRT', 'Orchard Road, Singapore 238826', 1.2987, 103.8457),
	p('raffles-place', 'Raffles Place', 'Downtown Core, Singapore 048616', 1.284, 103.8514),
	p('chinatown', 'Chinatown', 'Pagoda Street, Singapore 059210', 1.2838, 103.8444),
	p('tanjong-pagar', 'Tanjong Pagar', 'Tanjong Pagar Road, Singapore 088444', 1.2764, 103.8459),
	p('little-india', 'Little India', 'Serangoon Road, Singapore 218227', 1.3066, 103.8518),
	p('bugis', 'Bugis Junction', '200 Victoria Street, Singapore 188021', 1.2998, 103.8554),
	p('novena', 'Novena', 'Thomson Road, Singapore 307683', 1.3204, 103.8438),
	p('toa-payoh', 'Toa Payoh Central', 'Lorong 6 Toa Payoh, Singapore 319387', 1.3343, 103.8502),
	p('tiong-bahru', 'Tiong Bahru Market', '30 Seng Poh Road, Singapore 168898', 1.2851, 103.8328),
	p('holland-village', 'Holland Village', 'Lorong Mambong, Singapore 277700', 1.3111, 103.7958),
	p(
		'marina-bay-sands',
		'Marina Bay Sands',
		'10 Bayfront Avenue, Singapore 018956',
		1.2834,
		103.8607,
	),
	p(
		'gardens-by-the-bay',
		'Gardens by the Bay',
		'18 Marina Gardens Drive, Singapore 018953',
		1.2816,
		103.8636,
	),
	p('esplanade', 'Esplanade', '1 Esplanade Drive, Singapore 038981', 1.2897, 103.8555),
	p('tampines-hub', 'Our Tampines Hub', '1 Tampines Walk, Singapore 528523', 1.353, 103.94),
	p('tampines-mall', 'Tampines Mall', '4 Tampines Central 5, Singapore 529510', 1.3525, 103.9447),
	p('bedok-mall', 'Bedok Mall', '311 New Upper Changi Road, Singapore 467360', 1.3249, 103.9297),
	p(
		'east-coast-park',
		'East Coast Park',
		'East Coast Park Service Road, Singapore 449876',
		1.3008,
		103.9122,
	),
	p('katong', 'Katong', 'East Coast Road, Singapore 428766', 1.305, 103.905),
	p('paya-lebar', 'Paya Lebar Quarter', '10 Paya Lebar Road, Singapore 409057', 1.3177, 103.8927),
	p('pasir-ris', 'Pasir Ris Park', 'Pasir Ris Drive 3, Singapore 519498', 1.3728, 103.9536),
	p('jurong-east', 'Jurong East', 'Jurong Gateway Road, Singapore 608549', 1.3331, 103.742),
	p('jem', 'JEM', '50 Jurong Gateway Road, Singapore 608549', 1.3333, 103.7433),
	p(
		'clementi',
		'Clementi Mall',
		'3155 Commonwealth Avenue West, Singapore 129588',
		1.315,
		103.7649,
	),
	p('west-coast', 'West Coast Plaza', '154 West Coast Road, Singapore 127371', 1.3037, 103.7653),
	p('boon-lay', 'Boon Lay', 'Boon Lay Way, Singapore 649846', 1.3387, 103.7059),
	p('bukit-batok', 'Bukit Batok', 'Bukit Batok Central, Singapore 650644', 1.3491, 103.7496),
	p(
		'woodlands',
		'Woodlands Civic Centre',
		'900 South Woodlands Drive, Singapore 730900',
		1.436,
		103.786,
	),
	p('causeway-point', 'Causeway Point', '1 Woodlands Square, Singapore 738099', 1.4361, 103.7861),
	p('yishun', 'Yishun', 'Yishun Avenue 2, Singapore 769098', 1.429, 103.8353),
	p('sembawang', 'Sembawang', 'Sembawang Drive, Singapore 757713', 1.4491, 103.8201),
	p('admiralty', 'Admiralty', 'Woodlands Avenue 7, Singapore 738327', 1.4406, 103.8009),
	p('sentosa', 'Sentosa', 'Sentosa Gateway, Singapore 098269', 1.2494, 103.8303),
	p('changi-airport', 'Changi Airport', 'Airport Boulevard, Singapore 819663', 1.3644, 103.9915),
];
