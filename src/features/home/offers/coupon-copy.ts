import { COUPON_COPIED_LABEL_MS } from '~/config/constants';

// spec §2 coupons: clicking copies the code and the label reads 'Code {code} has been copied'
// for 1 second (§9); a clipboard failure goes to the console only (§8).

export function installCouponCopy(): void {
	if (document.documentElement.dataset.couponCopy) return;
	document.documentElement.dataset.couponCopy = 'true';
	const timers = new WeakMap<HTMLElement, number>();
	document.addEventListener('click', async (event) => {
		const button = (event.target as Element | null)?.closest<HTMLElement>('[data-coupon-code]');
		const label = button?.querySelector<HTMLElement>('[data-coupon-label]');
		if (!button || !label) return;
		const code = button.dataset.couponCode ?? '';
		try {
			await navigator.clipboard.writeText(code);
		} catch (error) {
			console.error(error);
			return;
		}
		label.textContent = button.dataset.copiedLabel ?? code;
		button.dataset.copied = 'true';
		window.clearTimeout(timers.get(button));
		timers.set(
			button,
			window.setTimeout(() => {
				label.textContent = button.dataset.codeLabel ?? code;
				delete button.dataset.copied;
			}, COUPON_COPIED_LABEL_MS),
		);
	});
}
