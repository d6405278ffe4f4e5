/** A review as ReviewList shows it (issue 17): the fields it needs, and who wrote it. */
export interface ReviewEntry {
	id: number;
	rating: number;
	comment: string;
	attachment: string[];
	created_at: string;
	customerName: string;
	itemName?: string | undefined;
}

/** A review the API's shape carries (item or store reviews) as ReviewList's entry. */
export function reviewEntry(
	review: Pick<ReviewEntry, 'id' | 'rating' | 'comment' | 'attachment' | 'created_at'>,
	customerName: string,
	itemName?: string,
): ReviewEntry {
	const { id, rating, comment, attachment, created_at } = review;
	return {
		id,
		rating,
		comment,
		attachment,
		created_at,
		customerName,
		...(itemName === undefined ? {} : { itemName }),
	};
}
