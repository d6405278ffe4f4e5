/** Every route of the live issue: the event stream, chat, notifications, reviews (ADR 022, 023). */
import type { ApiDependencies } from '../http/app';
import type { ApiApp } from '../http/app-types';
import { registerChatRoutes } from './chat.routes';
import { registerLiveEventRoutes } from './events.routes';
import { registerLiveImageRoutes } from './images.routes';
import { LiveHub } from './live-hub';
import { registerNotificationRoutes } from './notifications.routes';
import { registerReviewRoutes } from './reviews.routes';

export function registerLiveRoutes(app: ApiApp, deps: ApiDependencies): LiveHub {
	const hub = new LiveHub({
		db: deps.db,
		bus: deps.bus ?? (() => Promise.reject(new Error('This server has no notification bus'))),
		heartbeatMs: deps.liveHeartbeatMs,
	});
	registerLiveEventRoutes(app, hub);
	registerChatRoutes(app);
	registerNotificationRoutes(app);
	registerReviewRoutes(app);
	registerLiveImageRoutes(app);
	return hub;
}
