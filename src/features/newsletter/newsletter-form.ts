/**
 * The footer newsletter form, enhanced: the same post, asked for JSON, so the visitor stays on
 * the page; the status line shows the form's own (server-rendered, localised) message.
 */
type Outcome = 'ok' | 'already' | 'invalid' | 'failed';

export function outcomeFrom(body: unknown): Outcome {
	const value = (body as { outcome?: unknown } | null)?.outcome;
	return value === 'ok' || value === 'already' || value === 'invalid' ? value : 'failed';
}

export function enhanceNewsletterForm(form: HTMLFormElement): void {
	const status = form.querySelector<HTMLElement>('[role="status"]');
	form.addEventListener('submit', async (event) => {
		event.preventDefault();
		const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
		if (button) button.disabled = true;
		let outcome: Outcome = 'failed';
		try {
			const res = await fetch(form.action, {
				method: 'POST',
				body: new FormData(form),
				headers: { Accept: 'application/json' },
			});
			outcome = outcomeFrom(await res.json());
		} catch {
			outcome = 'failed';
		} finally {
			if (button) button.disabled = false;
		}
		if (status) {
			status.textContent = form.dataset[outcome] ?? '';
			status.dataset.outcome = outcome;
		}
		if (outcome === 'ok') form.reset();
	});
}
