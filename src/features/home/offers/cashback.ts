// The cashback panel's close button and Escape key (spec §2), once per panel.

export function initCashback(root: ParentNode = document): void {
	for (const details of root.querySelectorAll<HTMLDetailsElement>('[data-cashback]')) {
		if (details.dataset.ready) continue;
		details.dataset.ready = 'true';
		const summary = details.querySelector('summary');
		details.querySelector('[data-cashback-close]')?.addEventListener('click', () => {
			details.open = false;
			summary?.focus();
		});
		details.addEventListener('keydown', (event) => {
			if (event.key === 'Escape' && details.open) {
				details.open = false;
				summary?.focus();
			}
		});
	}
}
