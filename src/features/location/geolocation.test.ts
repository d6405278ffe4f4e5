import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { locateDevice } from './geolocation';

// spec §4 current location: the first answer within 5 s decides

type Success = PositionCallback;
type Failure = PositionErrorCallback;

function fakeGeolocation(answer: (ok: Success, fail: Failure) => void): Geolocation {
	return {
		getCurrentPosition: (ok: Success, fail?: Failure | null) => answer(ok, fail ?? (() => {})),
		watchPosition: () => 0,
		clearWatch: () => {},
	};
}

const position = (lat: number, lng: number) =>
	({ coords: { latitude: lat, longitude: lng } }) as GeolocationPosition;
const failure = (code: number) => ({ code }) as GeolocationPositionError;

describe('locateDevice', () => {
	beforeEach(() => vi.useFakeTimers());
	afterEach(() => vi.useRealTimers());

	test('moves to the position the browser gives', async () => {
		const geo = fakeGeolocation((ok) => ok(position(1.3, 103.8)));
		await expect(locateDevice(geo, 5000)).resolves.toEqual({
			kind: 'move',
			point: { lat: 1.3, lng: 103.8 },
		});
	});

	test('reports a refused permission', async () => {
		const geo = fakeGeolocation((_, fail) => fail(failure(1)));
		await expect(locateDevice(geo, 5000)).resolves.toEqual({ kind: 'denied' });
	});

	test('takes an answer that arrives just within the decision timeout', async () => {
		let answer: Success = () => {};
		const outcome = locateDevice(
			fakeGeolocation((ok) => {
				answer = ok;
			}),
			5000,
		);
		await vi.advanceTimersByTimeAsync(4999);
		answer(position(1.3, 103.8));
		await expect(outcome).resolves.toEqual({ kind: 'move', point: { lat: 1.3, lng: 103.8 } });
	});

	test('gives up after the decision timeout and ignores a late answer', async () => {
		let late: Success = () => {};
		const outcome = locateDevice(
			fakeGeolocation((ok) => {
				late = ok;
			}),
			5000,
		);
		await vi.advanceTimersByTimeAsync(5000);
		late(position(1.3, 103.8));
		await expect(outcome).resolves.toEqual({ kind: 'unavailable' });
	});

	test('fails without a geolocation API', async () => {
		await expect(locateDevice(undefined, 5000)).resolves.toEqual({ kind: 'unavailable' });
	});
});
