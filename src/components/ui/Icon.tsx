const PATHS = {
	plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z',
	minus: 'M5 11h14v2H5v-2Z',
	trash: 'M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z',
	close:
		'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
	cart: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 5H21l-2 8H8.1l.4 2H19v2H6.9L4.2 4H2V2h3.8l.4 3Z',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative 24×24 icon in currentColor: the control around it carries the name. */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
	return (
		<svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
			<path fill="currentColor" d={PATHS[name]} />
		</svg>
	);
}
