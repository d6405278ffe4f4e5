import type { Locale } from '~/config/locales';
import { m } from '~/i18n/messages';
import type { QuantityProblem } from './purchase-rules';
import type { VariationProblem } from './variation-rules';

// spec §5 and §8: the texts of the panel's refusals, in the page's language.

export function variationProblemText(problem: VariationProblem, locale: Locale): string {
	switch (problem.kind) {
		case 'required':
			return m['product.variationRequired']({ name: problem.name }, { locale });
		case 'between':
			return m['product.variationBetween'](
				{ name: problem.name, min: String(problem.min), max: String(problem.max) },
				{ locale },
			);
		case 'variationOutOfStock':
			return m['product.variationOutOfStock']({}, { locale });
	}
}

export function quantityProblemText(problem: QuantityProblem, locale: Locale): string {
	return problem === 'outOfStock'
		? m['product.outOfStock']({}, { locale })
		: m['product.outOfLimits']({}, { locale });
}

export function hintText(bounds: { min: number; max: number }, locale: Locale): string {
	return m['product.variationHint'](
		{ min: String(bounds.min), max: String(bounds.max) },
		{ locale },
	);
}
