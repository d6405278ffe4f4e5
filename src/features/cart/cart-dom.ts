/** Small DOM builders shared by the cart's drawer, dialogs and card steppers. */

const PATHS = {
	plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z',
	minus: 'M5 11h14v2H5v-2Z',
	trash: 'M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z',
	close:
		'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z',
	cart: 'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM6.2 5H21l-2 8H8.1l.4 2H19v2H6.9L4.2 4H2V2h3.8l.4 3Z',
} as const;

export type CartIcon = keyof typeof PATHS;

const SVG = 'http://www.w3.org/2000/svg';

/** A decorative 24×24 icon in currentColor: the control around it carries the name. */
export function icon(name: CartIcon, size = 18): SVGSVGElement {
	const svg = document.createElementNS(SVG, 'svg');
	svg.setAttribute('viewBox', '0 0 24 24');
	svg.setAttribute('width', String(size));
	svg.setAttribute('height', String(size));
	svg.setAttribute('aria-hidden', 'true');
	svg.setAttribute('focusable', 'false');
	const path = document.createElementNS(SVG, 'path');
	path.setAttribute('fill', 'currentColor');
	path.setAttribute('d', PATHS[name]);
	svg.append(path);
	return svg;
}

/** `document.createElement` with a class and text. */
export function el<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className = '',
	text = '',
): HTMLElementTagNameMap[K] {
	const element = document.createElement(tag);
	if (className) element.className = className;
	if (text) element.textContent = text;
	return element;
}

export function button(className: string, label: string, onClick: () => void): HTMLButtonElement {
	const element = el('button', className, label);
	element.type = 'button';
	element.addEventListener('click', onClick);
	return element;
}

export interface DialogParts {
	dialog: HTMLDialogElement;
	title: HTMLHeadingElement;
	body: HTMLDivElement;
	actions: HTMLDivElement;
}

/**
 * A native modal dialog with a heading, a close button, a body and a row of actions (styled by
 * cart-dialog.css). Appended to <body> once; the caller fills and opens it.
 */
export function createCartDialog(id: string, closeLabel: string): DialogParts {
	const dialog = el('dialog', 'cart-dialog');
	dialog.id = id;
	dialog.setAttribute('aria-labelledby', `${id}-title`);
	const head = el('div', 'cart-dialog-head');
	const title = el('h2');
	title.id = `${id}-title`;
	const close = button('cart-dialog-close', '', () => dialog.close());
	close.setAttribute('aria-label', closeLabel);
	close.append(icon('close', 20));
	head.append(title, close);
	const body = el('div', 'cart-dialog-body');
	const actions = el('div', 'cart-dialog-actions');
	dialog.append(head, body, actions);
	dialog.addEventListener('click', (event) => {
		if (event.target === dialog) dialog.close(); // the backdrop
	});
	document.body.append(dialog);
	return { dialog, title, body, actions };
}
