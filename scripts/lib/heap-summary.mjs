// Reads a V8 heap snapshot (.heapsnapshot) and sums the shallow size of its objects by kind:
// strings, compiled code, arrays and each constructor by name. Enough to see what fills the heap
// without opening DevTools (ADR 040).
import { readFileSync } from 'node:fs';

/** The `top` largest kinds: [{ kind, count, bytes }], biggest first, and the heap's total. */
export function summarizeHeapSnapshot(file, top = 12) {
	const snapshot = JSON.parse(readFileSync(file, 'utf8'));
	const meta = snapshot.snapshot.meta;
	const fields = meta.node_fields;
	const width = fields.length;
	const typeAt = fields.indexOf('type');
	const nameAt = fields.indexOf('name');
	const sizeAt = fields.indexOf('self_size');
	const types = meta.node_types[typeAt];
	const { nodes, strings } = snapshot;
	const kinds = new Map();
	let total = 0;
	for (let i = 0; i < nodes.length; i += width) {
		const type = types[nodes[i + typeAt]];
		const size = nodes[i + sizeAt];
		total += size;
		const kind =
			type === 'object' || type === 'native' ? `${type} ${strings[nodes[i + nameAt]]}` : type;
		const entry = kinds.get(kind) ?? { kind, count: 0, bytes: 0 };
		entry.count += 1;
		entry.bytes += size;
		kinds.set(kind, entry);
	}
	const list = [...kinds.values()].sort((a, b) => b.bytes - a.bytes).slice(0, top);
	return { total, kinds: list };
}
