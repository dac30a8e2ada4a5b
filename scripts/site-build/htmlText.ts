const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' '};

/** HTML's character references (`&amp;`, `&#39;`, `&#x27;`) as the characters they stand for. */
export function decodeEntities(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (match, name: string) => ENTITIES[name.toLowerCase()] ?? match);
}

/** The words of an HTML fragment as a reader sees them: tags gone, entities decoded, zero-width spaces dropped, spaces folded. */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
