import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

let made = 0;

/** A new customer, signed up through the API: their token and phone. */
export async function newCustomer(
	request: APIRequestContext,
	name = 'Siti Rahman',
): Promise<{ token: string; phone: string; password: string }> {
	made += 1;
	const phone = `+658${String(Date.now() % 1_000_000).padStart(6, '0')}${made % 10}`;
	const password = 'kampung-secret';
	const res = await request.post('/api/v1/auth/sign-up', {
		data: { name, phone, password },
		headers: { 'X-Forwarded-For': `10.9.${made % 250}.${(Date.now() % 250) + 1}` },
	});
	if (!res.ok()) throw new Error(`sign-up answered ${res.status()}: ${await res.text()}`);
	const body = await res.json();
	return { token: body.token, phone, password };
}

/** The browser holds the customer's token, as sign-in leaves it (spec §3 local storage). */
export async function signedIn(context: BrowserContext, token: string): Promise<void> {
	await context.addInitScript((value) => {
		if (localStorage.getItem('token') === null) localStorage.setItem('token', value);
	}, token);
}

/**
 * A signed-in customer with a delivered order that awaits review gets the review prompt (spec §4)
 * on the home, orders and order pages. Journeys about something else answer it with 'Not now'
 * whenever it shows.
 */
export async function answerReviewPromptLater(page: Page): Promise<void> {
	const prompt = page.getByRole('dialog', { name: 'How was your order?' });
	await page.addLocatorHandler(prompt, async () => {
		await prompt.getByRole('button', { name: 'Not now' }).last().click();
	});
}
