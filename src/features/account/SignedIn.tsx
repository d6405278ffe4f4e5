import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $token } from '~/state/session.state';

/** Renders its children only for a signed-in customer (guests see the page's sign-in note). */
export function SignedIn({ children }: { children: ReactNode }) {
	const token = useStore($token);
	return token ? children : null;
}
