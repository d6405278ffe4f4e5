import { expect, test } from '@playwright/test';
import { newCustomer, signedIn } from './support/customer';
import { FOOD, ORCHARD, returningShopper } from './support/shopper';

test('a signed-in shopper choosing a new module picks their interests first', async ({
	page,
	context,
	request,
	baseURL,
}) => {
	const { token } = await newCustomer(request);
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await signedIn(context, token);
	await page.goto('/home');
	const banner = page.getByRole('banner');
	const moduleSwitch = banner.locator('[data-module-switch]');
	test.skip(!(await moduleSwitch.isVisible()), 'the module switch sits in the header on desktop');
	await moduleSwitch.click();
	const picker = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
	await picker.getByRole('button', { name: /Grocery/ }).click();

	await expect(page).toHaveURL(/\/interest$/);
	await expect(page.getByRole('heading', { name: 'Choose your interests' })).toBeVisible();
	const choices = page.getByRole('checkbox');
	await choices.nth(0).check();
	await choices.nth(1).check();
	await page.getByRole('button', { name: 'Save' }).click();

	// The toast is on screen for 2.5 s after /home loads: looked for first, while a loaded machine
	// may take seconds to confirm the URL.
	await expect(page.getByText('Interest updated successfully!')).toBeVisible();
	await expect(page).toHaveURL(/\/home$/);
	const info = await request.get('/api/v1/customer/info', {
		headers: { Authorization: `Bearer ${token}`, 'X-localization': 'en' },
	});
	expect((await info.json()).selected_modules_for_interest).toContain(2);
});

test('a guest who opens /interest is sent home', async ({ page, context, baseURL }) => {
	await returningShopper(context, baseURL ?? '', ORCHARD, FOOD);
	await page.goto('/interest');
	await expect(page).toHaveURL(/\/home$/);
});
