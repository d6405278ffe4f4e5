import { createHash } from 'node:crypto';
import { hashPassword } from '../../auth/password';
import type { Database } from '../database';
import { users } from '../schema';

/** The demo customer (README): sign in with this phone or email and password. */
export const DEMO_CUSTOMER = {
	phone: '+6591234567',
	email: 'demo@kampungmart.test',
	password: 'password123',
	fName: 'Demo',
	lName: 'Customer',
	refCode: 'KAMPUNGDEMO',
} as const;

/** Adds the demo customer unless its phone or email is taken (a database upgraded in place). */
export async function seedCustomers(tx: Database, createdAt: Date): Promise<void> {
	// A salt derived from the phone keeps two seeded databases identical; the password is public.
	const salt = createHash('sha256').update(DEMO_CUSTOMER.phone).digest().subarray(0, 16);
	await tx
		.insert(users)
		.values({
			fName: DEMO_CUSTOMER.fName,
			lName: DEMO_CUSTOMER.lName,
			phone: DEMO_CUSTOMER.phone,
			email: DEMO_CUSTOMER.email,
			password: await hashPassword(DEMO_CUSTOMER.password, { salt }),
			isPhoneVerified: 1,
			isEmailVerified: 1,
			emailVerifiedAt: createdAt,
			refCode: DEMO_CUSTOMER.refCode,
			createdAt,
			updatedAt: createdAt,
		})
		.onConflictDoNothing();
}
