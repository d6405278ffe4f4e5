/**
 * spec §4 cart item: a card whose item is in the cart shows a stepper instead of its add button.
 * The cards are server-rendered; this swaps the button for a stepper (and back) from `$cart`.
 * The stepper's buttons are card actions ('increment', 'decrement') handled by card-actions.ts.
 */
import { pageLocale } from '~/api-client/client';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import { decreaseAction, lineForItem, quantityLabel } from './cart-rules';
import './card-stepper.css';

const ADD = '[data-card-action="add"][data-item-id]';

/** A stepper cloned from the page's template (CardStepperTemplate.astro), for `add`'s item. */
function createStepper(add: HTMLElement): HTMLElement | null {
	const template = document.getElementById('card-stepper-template');
	if (!(template instanceof HTMLTemplateElement)) return null;
	const group = template.content.firstElementChild?.cloneNode(true);
	if (!(group instanceof HTMLElement)) return null;
	const itemId = add.dataset.itemId ?? '';
	group.dataset.cardStepper = itemId;
	const describedBy = add.getAttribute('aria-describedby');
	const name = document.getElementById(describedBy ?? '')?.textContent;
	const locale = pageLocale();
	group.setAttribute('aria-label', m['cart.quantityOf']({ name: name?.trim() ?? '' }, { locale }));
	for (const step of group.querySelectorAll<HTMLElement>('[data-card-action]')) {
		step.dataset.itemId = itemId;
		if (describedBy) step.setAttribute('aria-describedby', describedBy);
	}
	group
		.querySelector('[data-card-action="increment"]')
		?.setAttribute('aria-label', m['cart.increase']({}, { locale }));
	return group;
}

function showQuantity(stepper: HTMLElement, line: CartLine): void {
	const locale = pageLocale();
	const minus = stepper.querySelector<HTMLElement>('[data-card-action="decrement"]');
	const remove = decreaseAction(line.quantity) === 'remove';
	if (minus && minus.dataset.mode !== (remove ? 'remove' : 'decrease')) {
		minus.dataset.mode = remove ? 'remove' : 'decrease';
		minus.setAttribute(
			'aria-label',
			(remove ? m['cart.remove'] : m['cart.decrease'])({}, { locale }),
		);
	}
	const quantity = stepper.querySelector('.card-qty');
	if (quantity) quantity.textContent = quantityLabel(line.quantity); // spec §9 leading zero
}

/** Shows a stepper on every card of an item in `lines`, and the add button on the others. */
export function syncCardSteppers(lines: readonly CartLine[], root: ParentNode = document): void {
	for (const add of root.querySelectorAll<HTMLElement>(ADD)) {
		const line = lineForItem(lines, Number(add.dataset.itemId), 'Item');
		const next = add.nextElementSibling;
		let stepper =
			next instanceof HTMLElement && next.dataset.cardStepper !== undefined ? next : null;
		if (!line) {
			if (!stepper) continue;
			const hadFocus = stepper.contains(document.activeElement);
			stepper.remove();
			add.hidden = false;
			if (hadFocus) add.focus();
			continue;
		}
		if (!stepper) {
			stepper = createStepper(add);
			if (!stepper) continue;
			add.after(stepper);
		}
		showQuantity(stepper, line);
		if (!add.hidden) {
			const hadFocus = document.activeElement === add;
			add.hidden = true;
			if (hadFocus) stepper.querySelector<HTMLElement>('[data-card-action="increment"]')?.focus();
		}
	}
	watchNewCards(lines);
}

let observer: MutationObserver | null = null;
let latest: readonly CartLine[] = [];

/** Cards appended later (infinite lists, tabs) get their steppers too. */
function watchNewCards(lines: readonly CartLine[]): void {
	latest = lines;
	if (observer) return;
	let queued = false;
	observer = new MutationObserver((records) => {
		if (queued) return;
		const cards = records.some((r) =>
			[...r.addedNodes].some(
				(n) => n instanceof Element && (n.matches(ADD) || n.querySelector(ADD)),
			),
		);
		if (!cards) return;
		queued = true;
		requestAnimationFrame(() => {
			queued = false;
			syncCardSteppers(latest);
		});
	});
	observer.observe(document.body, { childList: true, subtree: true });
}
