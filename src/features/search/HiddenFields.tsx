/** A GET form's other parameters, carried as hidden fields so that submitting keeps them. */
export function HiddenFields({ fields }: { fields: Iterable<[string, string]> }) {
	return [...fields].map(([k, v]) => <input key={k} type="hidden" name={k} value={v} />);
}
