// HTML invoker commands (`command` / `commandfor` on a button), which React 19 passes through as
// attributes but whose types it does not list yet: they open a `<dialog>` without script, so a
// control works before its island hydrates (ADR 048).
import 'react';

declare module 'react' {
	interface ButtonHTMLAttributes<T> {
		command?:
			| 'show-modal'
			| 'close'
			| 'request-close'
			| 'show-popover'
			| 'hide-popover'
			| 'toggle-popover'
			| undefined;
		commandfor?: string | undefined;
	}
}
