import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderAttachments } from '../../db/schema';
import type { PreparedAttachment } from './order-attachments';

export async function insertOrderAttachments(
	tx: Database,
	orderId: number,
	attachments: readonly PreparedAttachment[],
): Promise<void> {
	if (attachments.length === 0) return;
	await tx.insert(orderAttachments).values(
		attachments.map((a) => ({
			orderId,
			name: a.name,
			contentType: a.contentType,
			bytes: a.bytes,
		})),
	);
}

export async function findOrderAttachment(
	db: Database,
	name: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
	const [row] = await db
		.select({ contentType: orderAttachments.contentType, bytes: orderAttachments.bytes })
		.from(orderAttachments)
		.where(eq(orderAttachments.name, name))
		.limit(1);
	return row ?? null;
}
