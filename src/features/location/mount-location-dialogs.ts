import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { LocationDialogs } from './LocationDialogs';
import { type PickerRequest, showPicker } from './location-dialog.state';

let mounted = false;

/** Mounts the location feature's React root once (a div at the end of <body>), then opens the picker. */
export function openPickerDialog(request: Omit<PickerRequest, 'id'>): void {
	if (!mounted) {
		const host = document.createElement('div');
		host.className = 'location-dialogs';
		document.body.append(host);
		createRoot(host).render(createElement(LocationDialogs));
		mounted = true;
	}
	showPicker(request);
}
