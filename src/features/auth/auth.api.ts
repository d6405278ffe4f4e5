// contract §5 auth/login and auth/sign-up, §6 customer/info (the welcome offer)
import * as z from 'zod/mini';
import { api } from '~/api-client/client';
import type { loginBody, signUpBody } from './auth-rules';

const tokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

const welcomeOfferSchema = z.object({
	is_valid_for_discount: z.boolean(),
	validity: z.string(),
});
export type WelcomeOffer = z.infer<typeof welcomeOfferSchema>;

/** POST auth/login: the customer's bearer token (the guest's cart moves to the account). */
export async function signIn(body: ReturnType<typeof loginBody>): Promise<string> {
	return tokenSchema.parse(await api.url('/auth/login').post(body).json()).token;
}

/** POST auth/sign-up: the new customer's bearer token. */
export async function signUp(body: ReturnType<typeof signUpBody>): Promise<string> {
	return tokenSchema.parse(await api.url('/auth/sign-up').post(body).json()).token;
}

/** GET customer/info, read for the welcome modal (spec §2); null when it cannot be read. */
export async function fetchWelcomeOffer(): Promise<WelcomeOffer | null> {
	try {
		const parsed = welcomeOfferSchema.safeParse(await api.url('/customer/info').get().json());
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}
