import { loadIsland } from './load-island';

/** A yes/no question in a modal dialog (its id names it for tests and styles). */
export interface Question {
	id: string;
	title: string;
	body: string;
	confirmLabel: string;
	cancelLabel: string;
	closeLabel: string;
}

const load = () => import('./ConfirmDialog');

/** Asks in the page's confirmation dialog, loading it (with React) on the first question. */
export async function askConfirm(question: Question): Promise<boolean> {
	const { ask } = await loadIsland(load);
	return ask(question);
}
