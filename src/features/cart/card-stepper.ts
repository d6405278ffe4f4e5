/**
 * spec §4 cart item: a card whose item is in the cart shows a stepper instead of its add button.
 * The cards are server-rendered; this swaps the button for a stepper (and back) from `$cart`.
 * The stepper's buttons are card actions ('increment', 'decrement') handled by card-actions.ts.
 */
import { pageLocale } from '~/api-client/client';
import type { CartLine } from '~/contracts/cart';
import { m } from '~/i18n/messages';
import { el, icon } from './cart-dom';
import { decreaseAction, lineForItem, quantityLabel } from './cart-rules';
import './card-stepper.css';

const ADD = '[data-card-action="add"][data-item-id]';

function stepButton(add: HTMLElement, action: 'increment' | 'decrement'): HTMLButtonElement {
	const step = el('button', 'card-step');
	step.type = 'button';
	step.dataset.cardAction = action;
	step.dataset.itemId = add.dataset.itemId ?? '';
	const describedBy = add.getAttribute('aria-describedby');
	if (describedBy) step.setAttribute('aria-describedby', describedBy);
	return step;
}

function createStepper(add: HTMLElement): HTMLElement {
	const group = el('div', 'card-stepper');
	group.dataset.cardStepper = add.dataset.itemId ?? '';
	group.setAttribute('role', 'group');
	const name = document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent;
	group.setAttribute(
		'aria-label',
		m['cart.quantityOf']({ name: name?.trim() ?? '' }, { locale: pageLocale() }),
	);
	const plus = stepButton(add, 'increment');
	plus.setAttribute('aria-label', m['cart.increase']({}, { locale: pageLocale() }));
	plus.append(icon('plus', 16));
	group.append(stepButton(add, 'decrement'), el('span', 'card-qty'), plus);
	return group;
}

function showQuantity(stepper: HTMLElement, line: CartLine): void {
	const locale = pageLocale();
	const minus = stepper.querySelector<HTMLElement>('[data-card-action="decrement"]');
	const remove = decreaseAction(line.quantity) === 'remove';
	if (minus && minus.dataset.mode !== (remove ? 'remove' : 'decrease')) {
		minus.dataset.mode = remove ? 'remove' : 'decrease';
		minus.setAttribute('aria-label', m[remove ? 'cart.remove' : 'cart.decrease']({}, { locale }));
		minus.replaceChildren(icon(remove ? 'trash' : 'minus', 16));
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
