import { loadIsland } from '~/components/ui/load-island';
import { CHECKOUT_PATH } from './cart-rules';

const load = () => import('./GuestPrompt');

/**
 * spec §2, §4: the login-or-guest prompt for a guest with items when guest checkout is on.
 * Guest goes to checkout (with a guest id), Login to sign-in and back, Sign Up to sign-up.
 * The prompt (a React island) loads on the first opening.
 */
export async function showGuestPrompt(checkoutPath: string = CHECKOUT_PATH): Promise<void> {
	const { openGuestPrompt } = await loadIsland(load);
	openGuestPrompt(checkoutPath);
}
