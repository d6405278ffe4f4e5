// One HTTP request as the shutdown and rolling-restart checks send it: JSON body, the demo's
// module and zone headers, a shared keep-alive agent. Never rejects: a failure is `{ error }`,
// so a check can count it.
import http from 'node:http';

const HEADERS = { moduleId: '2', zoneId: '[1,2,3,4,5]', Accept: 'application/json' };

/** A `request(method, path, body?)` for `port` over `agent`; `timeoutMs` 0 waits forever. */
export function requester(port, agent, timeoutMs = 0) {
	return (method, path, body) =>
		new Promise((resolve) => {
			const payload = body === undefined ? undefined : JSON.stringify(body);
			const req = http.request(
				{
					host: '127.0.0.1',
					port,
					method,
					path,
					agent,
					headers: payload
						? { ...HEADERS, 'Content-Type': 'application/json', 'Content-Length': payload.length }
						: HEADERS,
				},
				(res) => {
					let text = '';
					res.setEncoding('utf8');
					res.on('data', (chunk) => (text += chunk));
					res.on('end', () =>
						resolve({
							status: res.statusCode,
							reason: res.statusMessage,
							type: res.headers['content-type'],
							upstream: res.headers['x-upstream'],
							text,
							complete: res.complete,
						}),
					);
					res.on('error', (error) => resolve({ error: error.message }));
				},
			);
			if (timeoutMs > 0) req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
			req.on('error', (error) => resolve({ error: error.code ?? error.message }));
			req.end(payload);
		});
}
