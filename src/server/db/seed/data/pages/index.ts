import { ABOUT_US } from './about-us';
import { CANCELLATION_POLICY } from './cancellation-policy';
import { HELP_AND_SUPPORT } from './help-and-support';
import { PRIVACY_POLICY } from './privacy-policy';
import { REFUND_POLICY } from './refund-policy';
import { SHIPPING_POLICY } from './shipping-policy';
import { TERMS_AND_CONDITIONS } from './terms-and-conditions';
import type { PageSeed } from './types';

/** The business pages, in the order the footer lists them. */
export const PAGE_SEEDS: PageSeed[] = [
	ABOUT_US,
	TERMS_AND_CONDITIONS,
	PRIVACY_POLICY,
	REFUND_POLICY,
	CANCELLATION_POLICY,
	SHIPPING_POLICY,
	HELP_AND_SUPPORT,
];
