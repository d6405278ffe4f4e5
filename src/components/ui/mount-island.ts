import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** Kept on window: two copies of this module (two island chunks) still mount an island once. */
function mounted(): Set<string> {
	const scope = window as unknown as { __islands?: Set<string> };
	scope.__islands ??= new Set();
	return scope.__islands;
}

/**
 * Mounts an on-demand island once per page, in its own element at the end of <body>. The island
 * then follows its nanostore (open, closed, what to show); calling this again does nothing.
 */
export function mountIsland(name: string, render: () => ReactElement): void {
	const islands = mounted();
	if (islands.has(name)) return;
	islands.add(name);
	const host = document.createElement('div');
	host.dataset.island = name;
	document.body.append(host);
	createRoot(host).render(render());
}

/**
 * Mounts an on-demand island into a server-rendered slot of the page (its placeholder content is
 * replaced), once per slot: for a part of the page only some visitors need (the signed-in lists).
 */
export function mountIslandIn(slot: HTMLElement, render: () => ReactElement): void {
	if (slot.dataset.island) return;
	slot.dataset.island = 'mounted';
	createRoot(slot).render(render());
}
