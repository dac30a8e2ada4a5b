/**
 * PostgreSQL's text form of an array (what array_out prints), for PGlite,
 * which hands built-in arrays back as JavaScript arrays even when every type
 * is asked to stay text.
 */
export type ArrayValue = string | null | ArrayValue[];

function element(value: ArrayValue): string {
  if (value === null) return 'NULL';
  if (Array.isArray(value)) return arrayText(value);
  const needsQuotes = value === '' || /^null$/i.test(value) || /[{},"\\\s]/.test(value);
  return needsQuotes ? `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"` : value;
}

export function arrayText(values: ArrayValue[]): string {
  return `{${values.map(element).join(',')}}`;
}
