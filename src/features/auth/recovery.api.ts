// contract §5: auth/forgot-password, auth/verify-token, PUT auth/reset-password
import * as z from 'zod/mini';
import { api } from '~/api-client/client';
import type { addressBody } from './recovery-rules';

const messageSchema = z.object({ message: z.string() });
type Address = ReturnType<typeof addressBody>;

export async function sendResetCode(address: Address): Promise<string> {
	return messageSchema.parse(await api.url('/auth/forgot-password').post(address).json()).message;
}

export async function verifyResetCode(address: Address, code: string): Promise<string> {
	return messageSchema.parse(
		await api
			.url('/auth/verify-token')
			.post({ ...address, reset_token: code })
			.json(),
	).message;
}

export async function resetPassword(
	address: Address,
	body: { reset_token: string; password: string; confirm_password: string },
): Promise<string> {
	return messageSchema.parse(
		await api
			.url('/auth/reset-password')
			.put({ ...address, ...body })
			.json(),
	).message;
}
