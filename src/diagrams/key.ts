/**
 * A diagram's name for its rendered file, from its Mermaid source: the same
 * in the build and in the browser (which asks for `/diagrams/<key>.json`
 * after a client-side navigation). Two 32-bit FNV-1a hashes with different
 * seeds, so that 300 or 30,000 diagrams do not collide in practice.
 */
export function diagramKey(source: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ source.length;
  for (let index = 0; index < source.length; index += 1) {
    const code = source.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return `${hex(a)}${hex(b)}`;
}
