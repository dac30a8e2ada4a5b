/** A highlighted piece of a line: Prism's token types (outermost first) and its text. */
export type LineToken = {readonly types: readonly string[]; readonly content: string};
export type Line = LineToken[];

/** The shape of what `Prism.tokenize` returns, without depending on Prism's types. */
export type PrismToken = {
  readonly type: string;
  readonly alias?: string | readonly string[];
  readonly content: string | PrismToken | readonly (string | PrismToken)[];
};
export type PrismStream = readonly (string | PrismToken)[];

const NEWLINE = /\r\n|\r|\n/;

function withType(types: readonly string[], added: string | readonly string[]): readonly string[] {
  const list = typeof added === 'string' ? [added] : added;
  return list.reduce<readonly string[]>((all, type) => (all.at(-1) === type ? all : [...all, type]), types);
}

/**
 * Flattens Prism's nested tokens into lines of tokens, the form the code
 * block renders (one element per line, so line numbers and highlighted
 * lines work). Each token keeps every type it is nested in, so the theme's
 * rules for `.token.string` also reach a string inside a template. An empty
 * line holds one `\n` token, which the line component turns into a line
 * break. This is what prism-react-renderer's `normalizeTokens` does; that
 * package is not imported because it carries a whole copy of Prism with it.
 */
export function toLines(stream: PrismStream): Line[] {
  const lines: Line[] = [[]];
  const closeLine = () => {
    const line = lines.at(-1)!;
    if (line.length === 0) line.push({types: ['plain'], content: '\n'});
    else if (line.length === 1 && line[0]!.content === '') lines[lines.length - 1] = [{types: line[0]!.types, content: '\n'}];
  };
  const emit = (types: readonly string[], text: string) => {
    text.split(NEWLINE).forEach((part, index) => {
      if (index > 0) {
        closeLine();
        lines.push([]);
      }
      lines.at(-1)!.push({types, content: part});
    });
  };
  const walk = (items: PrismStream, types: readonly string[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        emit(types.length > 0 ? types : ['plain'], item);
        continue;
      }
      let nested = withType(types, item.type);
      if (item.alias !== undefined) nested = withType(nested, item.alias);
      if (typeof item.content === 'string') emit(nested, item.content);
      else walk(Array.isArray(item.content) ? (item.content as PrismStream) : [item.content as PrismToken], nested);
    }
  };
  walk(stream, []);
  closeLine();
  return lines;
}

/** The code as lines of plain text: what a block shows before its grammar has loaded. */
export function plainLines(code: string): Line[] {
  return toLines([code]);
}
