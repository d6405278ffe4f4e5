import { useEffect, useState } from 'react';
import { type LocalTime, localTime } from '~/lib/local-time';

const MINUTE_MS = 60_000;

/** The shop's wall-clock time, refreshed every minute (store hours and slots follow it). */
export function useShopNow(timeZone: string): LocalTime {
	const [now, setNow] = useState(() => localTime(new Date(), timeZone));
	useEffect(() => {
		const timer = setInterval(() => setNow(localTime(new Date(), timeZone)), MINUTE_MS);
		return () => clearInterval(timer);
	}, [timeZone]);
	return now;
}
