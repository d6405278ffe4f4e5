import { useStore } from '@nanostores/react';
import { $overlay } from '~/state/overlay.state';
import { $pickerRequest, closePicker } from './location-dialog.state';
import { PickLocationModal } from './PickLocationModal';

/** The location feature's React root: the picker, while it owns the overlay. */
export function LocationDialogs() {
	const request = useStore($pickerRequest);
	const overlay = useStore($overlay);
	if (!request || overlay !== 'location') return null;
	return (
		<PickLocationModal
			key={request.id}
			caller={request.caller}
			onPicked={request.onPicked}
			onClose={closePicker}
		/>
	);
}
