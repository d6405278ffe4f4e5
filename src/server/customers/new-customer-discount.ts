/**
 * The welcome offer on customer/info (contract §6, spec §2 welcome modal): a customer with no
 * orders yet, still within the configured validity after joining, gets a discount on the first
 * order.
 */
export interface NewCustomerDiscount {
	is_valid_for_discount: boolean;
	discount_amount: number;
	discount_amount_type: string;
	/** "7 days", "1 month": the spec's '{validity}'. */
	validity: string;
}

const UNITS = ['day', 'month', 'year'] as const;
type Unit = (typeof UNITS)[number];

function addTime(from: Date, amount: number, unit: Unit): Date {
	const end = new Date(from);
	if (unit === 'day') end.setUTCDate(end.getUTCDate() + amount);
	if (unit === 'month') end.setUTCMonth(end.getUTCMonth() + amount);
	if (unit === 'year') end.setUTCFullYear(end.getUTCFullYear() + amount);
	return end;
}

export function newCustomerDiscount(
	settings: Record<string, unknown>,
	customer: { createdAt: Date; orderCount: number },
	now: Date,
): NewCustomerDiscount {
	const amount = Number(settings.new_customer_discount_amount) || 0;
	const validity = Math.max(
		0,
		Math.floor(Number(settings.new_customer_discount_amount_validity) || 0),
	);
	const rawUnit = settings.new_customer_discount_validity_type;
	const unit: Unit = UNITS.includes(rawUnit as Unit) ? (rawUnit as Unit) : 'day';
	const on = Number(settings.new_customer_discount_status) === 1 && amount > 0 && validity > 0;
	return {
		is_valid_for_discount:
			on && customer.orderCount === 0 && now < addTime(customer.createdAt, validity, unit),
		discount_amount: amount,
		discount_amount_type:
			typeof settings.new_customer_discount_amount_type === 'string'
				? settings.new_customer_discount_amount_type
				: 'percentage',
		validity: `${validity} ${unit}${validity === 1 ? '' : 's'}`,
	};
}
