import { round2 } from '~/lib/numbers';
import type { ChoiceOption, FoodGroup, ProductItem } from './product-item';

// spec §4 variation stock, §5 variation groups: what a shopper may choose, and what it costs.

/** A variation payload line as the cart API takes it (spec §7 cart add `variation`). */
export type VariationChoice = { type: string } | { name: string; values: { label: string[] } };

/** Why a choice cannot go to the cart; the panel turns it into the spec's text. */
export type VariationProblem =
	| { kind: 'required'; name: string }
	| { kind: 'between'; name: string; min: number; max: number }
	| { kind: 'variationOutOfStock' };

// ---- Non-food: one option per choice, naming one variation type ("S-Red"). ----

/** The option chosen per choice, by index; every choice starts on its first option. */
export function defaultSelection(options: ChoiceOption[]): number[] {
	return options.map(() => 0);
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** "S" and "Red" → "S-Red", the variation's `type`. */
export function variationType(options: ChoiceOption[], selection: number[]): string {
	return options.map((o, i) => o.options[selection[i] ?? 0] ?? '').join('-');
}

export interface ChosenVariation {
	type: string;
	/** The variation's price, which replaces the base price. */
	price: number;
	/** Units left of this variation (the flash sale's when one runs). */
	stock: number;
}

/** The variation the selection names, or null when the item has none or no such combination. */
export function chosenVariation(
	item: Pick<ProductItem, 'price' | 'variations' | 'choice_options' | 'flash_sale' | 'stock'>,
	selection: number[],
): ChosenVariation | null {
	if (item.variations.length === 0) return null;
	const wanted = variationType(item.choice_options, selection);
	const found =
		item.variations.find((v) => v.type === wanted) ??
		item.variations.find((v) => squash(v.type) === squash(wanted));
	if (!found) return { type: wanted, price: item.price, stock: 0 };
	// While a flash sale runs the item's stock is what the sale has left (contract §11.10).
	const stock = item.flash_sale ? Math.min(found.stock, item.stock) : found.stock;
	return { type: found.type, price: found.price, stock };
}

/** The selection that names a variation type (to show a cart line's choice), or null. */
export function selectionForType(options: ChoiceOption[], type: string): number[] | null {
	const parts = type.split('-');
	if (parts.length !== options.length) return null;
	const selection = options.map((o, i) =>
		o.options.findIndex((option) => squash(option) === squash(parts[i] ?? '')),
	);
	return selection.every((i) => i >= 0) ? selection : null;
}

// ---- Food: option groups, single or multi, required or not, min and max. ----

/** Labels chosen per group, in the item's group order. */
export type FoodSelection = string[][];

export function emptyFoodSelection(groups: FoodGroup[]): FoodSelection {
	return groups.map(() => []);
}

/** The bounds a group's choice must respect (a single group takes one at most). */
export function groupBounds(group: FoodGroup): { min: number; max: number } {
	if (group.type === 'single') return { min: Math.min(1, group.min), max: 1 };
	return { min: group.min, max: Math.max(group.max, group.min) };
}

/**
 * A press on an option: single groups take that option, or drop it when pressed again; multi
 * groups check or uncheck it, refusing to go above the group's maximum.
 */
export function toggleFoodOption(
	groups: FoodGroup[],
	selection: FoodSelection,
	groupIndex: number,
	label: string,
): { selection: FoodSelection; problem: VariationProblem | null } {
	const group = groups[groupIndex];
	if (!group?.values.some((v) => v.label === label)) return { selection, problem: null };
	const current = selection[groupIndex] ?? [];
	let next: string[];
	if (current.includes(label)) next = current.filter((l) => l !== label);
	else if (group.type === 'single') next = [label];
	else {
		const { min, max } = groupBounds(group);
		if (current.length >= max)
			return { selection, problem: { kind: 'between', name: group.name, min, max } };
		next = group.values.map((v) => v.label).filter((l) => l === label || current.includes(l));
	}
	const updated = groups.map((_, i) => (i === groupIndex ? next : (selection[i] ?? [])));
	return { selection: updated, problem: null };
}

/**
 * spec §5: a required group needs at least one choice; a multi group's count must lie between
 * min and max; an optional group left empty is fine. The first group in error, or null.
 */
export function foodProblem(
	groups: FoodGroup[],
	selection: FoodSelection,
): { groupIndex: number; problem: VariationProblem } | null {
	for (const [groupIndex, group] of groups.entries()) {
		const count = selection[groupIndex]?.length ?? 0;
		if (count === 0) {
			if (group.required) return { groupIndex, problem: { kind: 'required', name: group.name } };
			continue;
		}
		const { min, max } = groupBounds(group);
		if (count < min || count > max)
			return { groupIndex, problem: { kind: 'between', name: group.name, min, max } };
	}
	return null;
}

/** spec §5 hint: multi groups say how many to choose. */
export function foodHint(group: FoodGroup): { min: number; max: number } | null {
	return group.type === 'multi' ? groupBounds(group) : null;
}

/** The chosen options' prices, added to the base price. */
export function foodOptionsTotal(groups: FoodGroup[], selection: FoodSelection): number {
	let total = 0;
	for (const [i, group] of groups.entries())
		for (const value of group.values) if (selection[i]?.includes(value.label)) total += value.price;
	return round2(total);
}

/** The cart's `variation` for food: chosen groups only, labels in the item's order. */
export function foodVariationPayload(
	groups: FoodGroup[],
	selection: FoodSelection,
): VariationChoice[] {
	return groups.flatMap((group, i) => {
		const labels = group.values.map((v) => v.label).filter((l) => selection[i]?.includes(l));
		return labels.length ? [{ name: group.name, values: { label: labels } }] : [];
	});
}

/** The selection a cart line's food `variation` names (to show what is in the cart). */
export function foodSelectionFromPayload(
	groups: FoodGroup[],
	variation: readonly VariationChoice[],
): FoodSelection {
	return groups.map((group) => {
		const entry = variation.find((v) => 'name' in v && v.name === group.name);
		const labels = entry && 'values' in entry ? entry.values.label : [];
		return group.values.map((v) => v.label).filter((l) => labels.includes(l));
	});
}

/** One text per variation payload, whatever the order of groups and labels. */
export function variationKey(variation: readonly VariationChoice[]): string {
	return variation
		.map((v) =>
			'type' in v ? `t:${v.type}` : `n:${v.name}=${[...v.values.label].sort().join('|')}`,
		)
		.sort()
		.join(';');
}
