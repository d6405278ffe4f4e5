import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { turnAdmission } from './turn-admission';

/** Work that holds the thread, as a request on PGlite does between two turns of the loop. */
const burn = (ms: number) => {
	const end = performance.now() + ms;
	while (performance.now() < end);
};

const turn = () => new Promise((resolve) => setImmediate(resolve));

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
	for (const socket of sockets.splice(0)) socket.destroy();
	await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
	server = undefined;
});

/** A listening socket and a count of the connections it has accepted. */
async function listening() {
	const accepted = { count: 0 };
	server = createServer((socket) => {
		accepted.count++;
		sockets.push(socket);
	});
	await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	return {
		accepted,
		connectOne: () => {
			sockets.push(connect(port, '127.0.0.1'));
		},
	};
}

/**
 * Five requests read in one turn, each holding the thread for 3 ms; the first opens a connection.
 * Returns, per request in the order they ran, how many connections the server had accepted.
 */
async function fiveBusyRequests(admit: (start: () => unknown) => void) {
	const { accepted, connectOne } = await listening();
	const ran: Array<{ id: number; accepted: number }> = [];
	for (let id = 1; id <= 5; id++)
		admit(() => {
			if (id === 1) connectOne();
			burn(3);
			ran.push({ id, accepted: accepted.count });
		});
	while (ran.length < 5) await turn();
	return ran;
}

describe('turnAdmission', () => {
	it('starts a request at once when the loop is idle', () => {
		const admit = turnAdmission(2);
		let ran = false;
		admit(() => {
			ran = true;
		});
		expect(ran).toBe(true);
	});

	it('starts the rest of a busy turn on later turns, in arrival order, so the loop accepts between them', async () => {
		const ran = await fiveBusyRequests(turnAdmission(2));
		expect(ran.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
		// The connection opened by the first request is accepted before the last one starts.
		expect(ran.at(-1)?.accepted).toBe(1);
	});

	it('without a budget the whole turn runs first and the connection waits for it', async () => {
		const ran = await fiveBusyRequests(turnAdmission(Number.POSITIVE_INFINITY));
		expect(ran.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
		expect(ran.map((r) => r.accepted)).toEqual([0, 0, 0, 0, 0]);
	});

	it('a request arriving while others wait goes behind them', async () => {
		const admit = turnAdmission(2);
		const order: string[] = [];
		admit(() => {
			burn(3);
			order.push('a');
		});
		admit(() => {
			order.push('b');
			// Read in the turn that started b: joins the queue behind c.
			admit(() => order.push('d'));
		});
		admit(() => order.push('c'));
		while (order.length < 4) await turn();
		expect(order).toEqual(['a', 'b', 'c', 'd']);
	});

	it('a started request that waits for something does not hold the others back', async () => {
		const admit = turnAdmission(2);
		const order: string[] = [];
		admit(() => burn(3));
		admit(() => {
			order.push('never settles');
			return new Promise(() => {});
		});
		admit(() => order.push('next'));
		for (let i = 0; i < 5 && order.length < 2; i++) await turn();
		expect(order).toEqual(['never settles', 'next']);
	});
});
