const OPENING = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$/;

/**
 * The Mermaid sources of a Markdown or MDX file: the text of every fenced
 * block whose language is `mermaid`, as the Markdown parser hands it to the
 * page: the fence's indentation (its own, or a list item's) is removed from
 * each line, and the block ends at a closing fence of the same character at
 * least as long, or at the end of the file. Other fenced blocks are skipped
 * whole, so a lesson that shows Mermaid source inside a Markdown example does
 * not count. A source this misses fails the build when its page is rendered
 * (src/diagrams/serverDiagrams.ts), so a diagram is never silently blank.
 */
export function mermaidSources(markdown: string): string[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const sources: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const opening = OPENING.exec(lines[index]!);
    if (!opening) continue;
    const [, indent, fence, language] = opening as unknown as [string, string, string, string];
    const closing = new RegExp(`^[ \\t]*\\${fence[0]}{${fence.length},}[ \\t]*$`);
    const strip = new RegExp(`^[ \\t]{0,${indent.length}}`);
    const body: string[] = [];
    for (index += 1; index < lines.length && !closing.test(lines[index]!); index += 1) body.push(lines[index]!.replace(strip, ''));
    if (language === 'mermaid') sources.push(body.join('\n'));
  }
  return sources;
}
