import {
	cartModel,
	type FoodGroup,
	foodGroups,
	keepsStock,
	type ProductItem,
} from './product-item';
import { addOnsTotal, type LineTotal, lineTotal } from './product-price';
import {
	type AddOnQuantities,
	addOnPayload,
	addOnQuantities,
	availability,
	type CartLineLike,
	DEFAULT_QUANTITY,
	linesOfItem,
	type PurchaseBlock,
	purchaseBlock,
} from './purchase-rules';
import {
	type ChosenVariation,
	chosenVariation,
	defaultSelection,
	emptyFoodSelection,
	type FoodSelection,
	foodOptionsTotal,
	foodProblem,
	foodSelectionFromPayload,
	foodVariationPayload,
	selectionForType,
	type VariationChoice,
	type VariationProblem,
} from './variation-rules';

/** What the shopper has chosen in the panel so far. */
export interface Draft {
	/** Non-food: option index per choice. */
	selection: number[];
	/** Food: labels per option group. */
	food: FoodSelection;
	addOns: AddOnQuantities;
	quantity: number;
	/** Set on the first change: a cart line no longer overwrites the choice. */
	touched: boolean;
}

export function initialDraft(item: ProductItem): Draft {
	return {
		selection: defaultSelection(item.choice_options),
		food: emptyFoodSelection(foodGroups(item)),
		addOns: {},
		quantity: DEFAULT_QUANTITY,
		touched: false,
	};
}

/** The draft a cart line describes (opening an item already in the cart shows its line). */
export function draftFromLine(item: ProductItem, line: CartLineLike): Draft {
	const type = line.variation.find((v): v is { type: string } => 'type' in v)?.type;
	return {
		selection:
			(type && selectionForType(item.choice_options, type)) ||
			defaultSelection(item.choice_options),
		food: foodSelectionFromPayload(foodGroups(item), line.variation),
		addOns: addOnQuantities(line.add_on_ids, line.add_on_qtys),
		quantity: Math.max(DEFAULT_QUANTITY, line.quantity),
		touched: false,
	};
}

/** The first of the item's cart lines, to show when nothing was chosen yet. */
export function lineToShow<T extends CartLineLike>(item: ProductItem, lines: readonly T[]) {
	return linesOfItem(lines, item.id, cartModel(item))[0];
}

/** Everything the panel shows and sends for a draft, at a given shop time ("HH:MM:SS"). */
export interface Purchase {
	groups: FoodGroup[];
	variation: ChosenVariation | null;
	/** The unit price before discount: the variation's, or the base price plus food options. */
	basePrice: number;
	price: LineTotal;
	block: PurchaseBlock;
	inStock: boolean;
	keepsStock: boolean;
	/** The stock the quantity may not exceed; null when the module keeps none. */
	stockLimit: number | null;
	/** The first food group still in error (checked when adding). */
	problem: { groupIndex: number; problem: VariationProblem } | null;
	payload: {
		variation: VariationChoice[];
		add_on_ids: number[];
		add_on_qtys: number[];
		quantity: number;
	};
	availability: ReturnType<typeof availability>;
}

export function purchase(item: ProductItem, draft: Draft, now: string): Purchase {
	const groups = foodGroups(item);
	const variation = chosenVariation(item, draft.selection);
	const basePrice = variation ? variation.price : item.price + foodOptionsTotal(groups, draft.food);
	const addOns = addOnPayload(item.add_ons, draft.addOns);
	const stockKept = keepsStock(item);
	const open = availability(item, now);
	const { block, inStock } = purchaseBlock({
		keepsStock: stockKept,
		hasVariations: item.variations.length > 0,
		itemStock: item.stock,
		variationStock: variation?.stock ?? null,
		availability: open,
	});
	return {
		groups,
		variation,
		basePrice,
		price: lineTotal(item, {
			basePrice,
			quantity: draft.quantity,
			addOns: addOnsTotal(item.add_ons, draft.addOns),
		}),
		block,
		inStock,
		keepsStock: stockKept,
		stockLimit: stockKept ? (variation ? variation.stock : item.stock) : null,
		problem: groups.length ? foodProblem(groups, draft.food) : null,
		payload: {
			variation: variation ? [{ type: variation.type }] : foodVariationPayload(groups, draft.food),
			...addOns,
			quantity: draft.quantity,
		},
		availability: open,
	};
}
