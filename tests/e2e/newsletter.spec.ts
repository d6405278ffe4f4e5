import { expect, test } from '@playwright/test';
import { axeFindings } from './support/axe';

// issue 19: the footer's newsletter form, with and without JavaScript, in English and Indonesian

const unique = (name: string) =>
	`${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('a visitor subscribes to the newsletter from the footer and is told when already subscribed', async ({
	page,
}) => {
	await page.goto('/');
	const form = page.getByRole('region', { name: 'Get our offers by email' });
	const email = unique('reader');
	await form.getByLabel('Email address').fill(email);
	await form.getByRole('button', { name: 'Subscribe' }).click();
	await expect(form.getByRole('status')).toHaveText('Thanks! You are subscribed.');
	// the enhanced form stays on the page
	await expect(page).toHaveURL(/\/$/);
	await expect(form.getByLabel('Email address')).toHaveValue('');

	await form.getByLabel('Email address').fill(email.toUpperCase());
	await form.getByRole('button', { name: 'Subscribe' }).click();
	await expect(form.getByRole('status')).toHaveText('This address is already subscribed.');
	expect(await axeFindings(page, '#newsletter')).toEqual([]);
});

test('without JavaScript the footer form still subscribes, in Bahasa Indonesia', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false });
	const page = await context.newPage();
	await page.goto('/id/privacy-policy');
	const form = page.getByRole('region', { name: 'Dapatkan penawaran kami lewat email' });
	await form.getByLabel('Alamat email').fill(unique('pembaca'));
	await form.getByRole('button', { name: 'Berlangganan' }).click();
	await expect(page).toHaveURL(/\/id\/privacy-policy\?newsletter=ok#newsletter$/);
	await expect(
		page.getByRole('region', { name: 'Dapatkan penawaran kami lewat email' }).getByRole('status'),
	).toHaveText('Terima kasih! Anda sudah berlangganan.');
	await context.close();
});
