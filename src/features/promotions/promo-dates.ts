/** "2027-12-31" as the page's language writes a date ("31 December 2027"); as is when not one. */
export function formatDay(date: string | null, locale: string): string {
	if (!date) return '';
	const parsed = Date.parse(`${date}T00:00:00Z`);
	if (!Number.isFinite(parsed)) return date;
	return new Intl.DateTimeFormat(locale === 'id' ? 'id-ID' : 'en-SG', {
		dateStyle: 'long',
		timeZone: 'UTC',
	}).format(parsed);
}

/** "09:00:00" → "09:00". */
export function formatClock(time: string | null): string {
	return /^\d{1,2}:\d{2}/.exec(time?.trim() ?? '')?.[0] ?? '';
}
