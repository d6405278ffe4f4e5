/**
 * The results page before its island hydrates (ADR 048): the server's HTML already works as
 * links and GET forms, except a `<select>`, which only sends its form with a button that exists
 * for readers without JavaScript (`<noscript>`). Until the island is live, choosing an option
 * sends the form, so a shopper's first sort on a slow phone lands on the sorted list; once the
 * island has hydrated (Astro drops the `ssr` attribute of its `<astro-island>`), its own
 * `onChange` changes the list in place and this listener stands aside.
 */
export function submitSelectsBeforeHydration(): void {
	document.addEventListener('change', (event) => {
		const field = event.target;
		if (!(field instanceof HTMLSelectElement) || !field.hasAttribute('data-submit-on-change'))
			return;
		if (!field.closest('astro-island')?.hasAttribute('ssr')) return;
		field.form?.requestSubmit();
	});
}
