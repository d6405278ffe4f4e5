import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { Locale } from '~/config/locales';
import { $cart, $cartLoaded, loadCart } from '~/features/cart/cart';
import { localTime } from '~/lib/local-time';
import { type Draft, draftFromLine, initialDraft, lineToShow, purchase } from './product-draft';
import { cartModel, type ProductItem } from './product-item';
import { quantityProblemText, variationProblemText } from './product-text';
import { type ActionResult, buyNow, saveToCart } from './purchase-actions';
import { lineForChoice, linesOfItem, stepAddOn, stepQuantity, toggleAddOn } from './purchase-rules';
import { toggleFoodOption } from './variation-rules';

const CLOCK_MS = 60_000;

export interface PanelMessage {
	text: string;
	/** Errors are alerts; information ('No changes found to update.') is a status. */
	kind?: 'error' | 'info' | undefined;
	/** The food group the message is about, to mark and focus it. */
	groupIndex?: number | undefined;
}

/**
 * The panel's state: the draft, the cart line it matches, the shop's clock and the actions.
 * `now` is the shop time the server rendered with, so the first render matches it.
 */
export function usePurchase(input: {
	item: ProductItem;
	locale: Locale;
	timeZone: string;
	now: string;
	onDone?: (() => void) | undefined;
}) {
	const { item, locale, timeZone, onDone } = input;
	const [draft, setDraft] = useState<Draft>(() => initialDraft(item));
	const [now, setNow] = useState(input.now);
	const [message, setMessage] = useState<PanelMessage | null>(null);
	const [busy, setBusy] = useState(false);
	const lines = useStore($cart);
	const model = cartModel(item);

	useEffect(() => {
		if (!$cartLoaded.get()) void loadCart();
		const tick = () => setNow(localTime(new Date(), timeZone).time);
		tick();
		const timer = setInterval(tick, CLOCK_MS);
		return () => clearInterval(timer);
	}, [timeZone]);

	// An item already in the cart opens with its line's choice, until the shopper changes it.
	useEffect(() => {
		const line = lineToShow(item, lines);
		if (line) setDraft((d) => (d.touched ? d : draftFromLine(item, line)));
	}, [item, lines]);

	const chosen = useMemo(() => purchase(item, draft, now), [item, draft, now]);
	const line = lineForChoice(lines, item.id, model, chosen.payload.variation);
	const otherLines = linesOfItem(lines, item.id, model)
		.filter((l) => l !== line)
		.reduce((sum, l) => sum + l.quantity, 0);

	const change = (next: Partial<Draft>) => {
		setDraft((d) => ({ ...d, ...next, touched: true }));
		setMessage(null);
	};

	const run = async (action: () => Promise<ActionResult> | ActionResult) => {
		if (busy) return;
		if (chosen.problem) {
			setMessage({
				text: variationProblemText(chosen.problem.problem, locale),
				groupIndex: chosen.problem.groupIndex,
			});
			return;
		}
		setBusy(true);
		try {
			const result = await action();
			if (result.done) onDone?.();
			else setMessage(result.message ? { text: result.message, kind: result.kind } : null);
		} finally {
			setBusy(false);
		}
	};

	return {
		draft,
		chosen,
		line,
		message,
		busy,
		choose(choice: number, option: number) {
			change({ selection: draft.selection.map((s, i) => (i === choice ? option : s)) });
		},
		toggleFood(groupIndex: number, label: string) {
			const result = toggleFoodOption(chosen.groups, draft.food, groupIndex, label);
			if (result.problem) {
				setMessage({ text: variationProblemText(result.problem, locale), groupIndex });
				return;
			}
			change({ food: result.selection });
		},
		checkAddOn(id: number, checked: boolean) {
			change({ addOns: toggleAddOn(draft.addOns, id, checked) });
		},
		stepAddOn(id: number, delta: number) {
			change({ addOns: stepAddOn(draft.addOns, id, delta) });
		},
		stepQuantity(delta: number) {
			const step = stepQuantity({
				quantity: draft.quantity,
				delta,
				maximum: item.maximum_cart_quantity,
				stock: chosen.stockLimit,
				otherLines,
			});
			if (step.problem) setMessage({ text: quantityProblemText(step.problem, locale) });
			else change({ quantity: step.quantity });
		},
		save: () => run(() => saveToCart(item, chosen, line)),
		buy: () => run(() => buyNow(item, chosen)),
	};
}

export type PurchaseState = ReturnType<typeof usePurchase>;
