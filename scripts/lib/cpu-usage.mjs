// CPU used by processes and by the whole machine between two snapshots (Linux /proc), so a
// benchmark can show which part of a shared machine its figures got.
import { readFileSync } from 'node:fs';

const TICK = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuOf(pid) {
	try {
		const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
		return (Number(fields[11]) + Number(fields[12])) / TICK;
	} catch {
		return 0;
	}
}

/** Busy CPU seconds of the whole machine so far. */
export function machineBusy() {
	const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
	const n = values.map(Number);
	return (n.reduce((a, b) => a + b, 0) - n[3] - n[4]) / TICK;
}

/** A snapshot of roles ({ name: pids | () => pids }); `since(before)` gives cores used by each. */
export function cpuSnapshot(roles) {
	const taken = { at: performance.now(), machine: machineBusy(), roles: {} };
	for (const [role, pids] of Object.entries(roles)) {
		const list = typeof pids === 'function' ? pids() : pids;
		taken.roles[role] = new Map(list.map((pid) => [pid, cpuOf(pid)]));
	}
	return taken;
}

/** Cores used per role and by the machine between `before` and `after` (pids seen in both). */
export function coresBetween(before, after) {
	const wall = (after.at - before.at) / 1000;
	const cores = { machine: (after.machine - before.machine) / wall };
	for (const [role, pids] of Object.entries(after.roles)) {
		let used = 0;
		for (const [pid, seconds] of pids)
			if (before.roles[role]?.has(pid)) used += seconds - before.roles[role].get(pid);
		cores[role] = used / wall;
	}
	return cores;
}
