/**
 * The number a Mantine NumberInput holds, read for a form's schema. The input gives a number, or its text while
 * that is no number yet ('', '-', '1.', a value past 2^53): a blank or a lone sign is NaN, never 0 (as `Number('')`
 * or `Number(v) || 1` would make it), so the schema refuses it on the field instead of a value nobody typed being sent.
 */
export const typedNumber = (value: number | string): number => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));
