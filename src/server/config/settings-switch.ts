/** A business-settings switch is on: `true`, `1` or `"1"`. */
export const isOn = (value: unknown) => value === true || value === 1 || value === '1';
