// spec §5 parcel track order: 'Need a order id'; guests also 'Need a contact number'. A valid
// form opens the tracking drawer (spec §2) instead of reloading the page.
import { guestContactFor } from '../guest-order';
import { openTrackingDrawer, preloadTrackingDrawer } from './open-tracking';
import { isSignedIn } from '../orders.api';
import { parseOrderId, type TrackFormErrors, validateTrackForm } from './track-form-rules';

function showError(input: HTMLInputElement, message: string | null): void {
	const error = document.getElementById(input.getAttribute('aria-describedby') ?? '');
	if (error) {
		error.textContent = message ?? '';
		error.hidden = !message;
	}
	if (message) input.setAttribute('aria-invalid', 'true');
	else input.removeAttribute('aria-invalid');
}

function errorTexts(form: HTMLFormElement, errors: TrackFormErrors) {
	const text = form.dataset;
	return {
		orderId:
			errors.orderId === 'required'
				? (text.needOrderId ?? '')
				: errors.orderId === 'invalid'
					? (text.badOrderId ?? '')
					: null,
		contactNumber: errors.contactNumber ? (text.needContact ?? '') : null,
	};
}

export function bindTrackForm(form: HTMLFormElement): void {
	const orderInput = form.elements.namedItem('order_id') as HTMLInputElement | null;
	const contactInput = form.elements.namedItem('contact_number') as HTMLInputElement | null;
	if (!orderInput || !contactInput) return;

	// A guest's own last order (checkout kept its phone): fill the phone in for them.
	const prefilled = parseOrderId(orderInput.value);
	if (prefilled !== null && !contactInput.value)
		contactInput.value = guestContactFor(prefilled) ?? '';

	const track = () => {
		const signedIn = isSignedIn();
		const input = { orderId: orderInput.value, contactNumber: contactInput.value };
		const errors = validateTrackForm(input, signedIn);
		const texts = errorTexts(form, errors);
		showError(orderInput, texts.orderId);
		showError(contactInput, signedIn ? null : texts.contactNumber);
		if (texts.orderId) return orderInput.focus();
		if (!signedIn && texts.contactNumber) return contactInput.focus();
		const orderId = parseOrderId(input.orderId);
		if (orderId === null) return;
		void openTrackingDrawer({ orderId, contactNumber: input.contactNumber.trim() || null });
	};

	form.addEventListener('submit', (event) => {
		event.preventDefault();
		track();
	});
	for (const input of [orderInput, contactInput]) {
		input.addEventListener('input', () => {
			if (input.getAttribute('aria-invalid')) showError(input, null);
		});
	}
	preloadTrackingDrawer();
	// Arrived with what tracking needs (a link from the order-placed dialog): show it at once.
	if (prefilled !== null && (isSignedIn() || contactInput.value.trim())) track();
}
