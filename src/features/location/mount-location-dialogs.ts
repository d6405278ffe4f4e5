import { createElement } from 'react';
import { mountIsland } from '~/components/ui/mount-island';
import { LocationDialogs } from './LocationDialogs';
import { type PickerRequest, showPicker } from './location-dialog.state';

/** Mounts the location feature's island once (ADR 010), then opens the picker. */
export function openPickerDialog(request: Omit<PickerRequest, 'id'>): void {
	mountIsland('location-dialogs', () => createElement(LocationDialogs));
	showPicker(request);
}
