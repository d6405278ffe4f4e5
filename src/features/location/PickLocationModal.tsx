import { useCallback, useRef, useState } from 'react';
import { pageLocale } from '~/api-client/client';
import { m } from '~/i18n/messages';
import type { LatLng } from '~/lib/geo';
import { $currentLatLng } from '~/state/location.state';
import { completePick } from './complete-pick';
import { locateDevice } from './geolocation';
import type { PickedPlace } from './location-dialog.state';
import type { LocationCaller } from './location-rules';
import { LocationPermissionDialog } from './LocationPermissionDialog';
import { Modal } from './Modal';
import modal from './Modal.module.css';
import { readMapSettings } from './map-settings';
import styles from './PickLocationModal.module.css';
import { PickerMap } from './PickerMap';
import { PlaceSearch } from './PlaceSearch';
import { SavedAddresses } from './SavedAddresses';
import { usePointLookup } from './use-point-lookup';

interface Props {
	caller: LocationCaller;
	onPicked?: ((place: PickedPlace) => void) | undefined;
	onClose: () => void;
}

/** Saved-address pins land within a few metres of the stored point after the map's rounding. */
const NEAR_DEG = 1e-4;

/**
 * The pick-location modal (spec §2, §4): place search, a draggable map under a centre pin, zoom,
 * full screen, current location, saved addresses, and Pick Locations once a zone serves the point.
 */
export function PickLocationModal({ caller, onPicked, onClose }: Props) {
	const locale = pageLocale();
	const [initialCenter] = useState(() => $currentLatLng.get() ?? readMapSettings().defaultCenter);
	const [target, setTarget] = useState<{ point: LatLng; id: number } | null>(null);
	const [expanded, setExpanded] = useState(false);
	const [locating, setLocating] = useState(false);
	const [notice, setNotice] = useState<string | null>(null);
	const [denied, setDenied] = useState(false);
	const [picking, setPicking] = useState(false);
	// From a move's start (or a requested flight) to its end the pin's point is not the one
	// looked up: Pick Locations waits for the map to settle (ADR 048).
	const [moving, setMoving] = useState(false);
	const { lookup, check } = usePointLookup();
	const known = useRef<{ point: LatLng; address: string } | null>(null);
	const moves = useRef(0);
	const useCurrentButton = useRef<HTMLButtonElement>(null);

	const moveTo = useCallback((point: LatLng, address?: string) => {
		known.current = address ? { point, address } : null;
		setNotice(null);
		setMoving(true); // the map's moveend follows every setView, even one that stays put
		setTarget({ point, id: ++moves.current });
	}, []);

	const onSettle = useCallback(
		(point: LatLng) => {
			setMoving(false);
			const saved = known.current;
			known.current = null;
			const near =
				saved &&
				Math.abs(saved.point.lat - point.lat) < NEAR_DEG &&
				Math.abs(saved.point.lng - point.lng) < NEAR_DEG;
			void check(point, near ? saved.address : undefined);
		},
		[check],
	);

	const onMoveStart = useCallback(() => setMoving(true), []);

	async function locateMe() {
		setLocating(true);
		setNotice(null);
		const outcome = await locateDevice();
		setLocating(false);
		if (outcome.kind === 'move') moveTo(outcome.point);
		else if (outcome.kind === 'denied') setDenied(true);
		else setNotice(m['location.unavailable']({}, { locale }));
	}

	async function pick() {
		if (moving || lookup.status !== 'found') return;
		setPicking(true);
		const place = { zoneId: lookup.zoneId, latLng: lookup.point, address: lookup.address };
		await completePick(place, caller, { close: onClose, onPicked }).catch((error: unknown) => {
			console.error(error);
			setPicking(false);
		});
	}

	const settled = !moving && (lookup.status === 'found' || lookup.status === 'failed');
	const busy = moving || lookup.status === 'checking';
	return (
		<>
			<Modal
				title={m['location.pickTitle']({}, { locale })}
				closeLabel={m['location.close']({}, { locale })}
				className={styles.picker}
				onClose={onClose}
				onEscape={() => {
					if (!expanded) return false;
					setExpanded(false);
					return true;
				}}
			>
				<div className={styles.body}>
					<PlaceSearch onChoose={(point) => moveTo(point)} />
					<PickerMap
						initialCenter={initialCenter}
						target={target}
						expanded={expanded}
						onToggleExpanded={() => setExpanded((on) => !on)}
						onMoveStart={onMoveStart}
						onSettle={onSettle}
						labels={{
							map: m['location.mapLabel']({}, { locale }),
							zoomIn: m['location.zoomIn']({}, { locale }),
							zoomOut: m['location.zoomOut']({}, { locale }),
							fullscreen: m['location.fullscreen']({}, { locale }),
						}}
					/>
					<div className={styles.where} role="status">
						<span className={styles.whereLabel}>{m['location.addressLabel']({}, { locale })}</span>
						<span className={styles.address}>
							{settled ? lookup.address : m['location.checking']({}, { locale })}
						</span>
					</div>
					{notice && (
						<p className={styles.notice} role="alert">
							{notice}
						</p>
					)}
					<div className={styles.footer}>
						<button
							ref={useCurrentButton}
							type="button"
							className={modal.button}
							disabled={locating}
							onClick={() => void locateMe()}
						>
							<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none">
								<circle cx="12" cy="12" r="7" stroke="currentColor" strokeWidth="2" />
								<circle cx="12" cy="12" r="2.5" fill="currentColor" />
								<path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
							</svg>
							{locating
								? m['location.locating']({}, { locale })
								: m['location.useCurrent']({}, { locale })}
						</button>
						{settled && lookup.status === 'failed' ? (
							<button type="button" className={`${modal.button} ${modal.danger}`} onClick={onClose}>
								{lookup.message ?? m['location.lookupFailed']({}, { locale })}
							</button>
						) : (
							<button
								type="button"
								className={`${modal.button} ${modal.primary}`}
								disabled={!settled || lookup.status !== 'found' || picking}
								aria-busy={busy}
								onClick={() => void pick()}
							>
								{m['location.pick']({}, { locale })}
							</button>
						)}
					</div>
					<SavedAddresses
						onSelect={(address) =>
							moveTo({ lat: address.latitude, lng: address.longitude }, address.address)
						}
					/>
				</div>
			</Modal>
			{denied && (
				<LocationPermissionDialog
					onClose={() => {
						setDenied(false);
						// The button was disabled while locating, so the browser may not give the focus
						// back by itself (Chromium 150 does not): return it explicitly (issue 14).
						requestAnimationFrame(() => useCurrentButton.current?.focus());
					}}
				/>
			)}
		</>
	);
}
