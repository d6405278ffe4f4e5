/** Every route of the live issue: the event stream, chat, notifications, reviews (ADR 022, 023). */
import type { ApiDependencies } from '../http/app';
import type { ApiApp } from '../http/app-types';
import { registerLiveEventRoutes } from './events.routes';
import { LiveHub } from './live-hub';

export function registerLiveRoutes(app: ApiApp, deps: ApiDependencies): LiveHub {
	const hub = new LiveHub({
		db: deps.db,
		bus: deps.bus ?? (() => Promise.reject(new Error('This server has no notification bus'))),
		heartbeatMs: deps.liveHeartbeatMs,
	});
	registerLiveEventRoutes(app, hub);
	return hub;
}
