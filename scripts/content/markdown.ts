export type CodeBlock = {
  /** The fence's language, or '' when it has none. */
  readonly lang: string;
  /** The rest of the info string, e.g. `title="BigQuery"`. */
  readonly meta: string;
  readonly code: string;
  /** 1-based line of the opening fence in the file. */
  readonly line: number;
};

export type MarkdownFile = {
  readonly frontMatter: Record<string, unknown>;
  /** The body after the front matter. */
  readonly body: string;
  /** How many lines the front matter takes, so body lines map to file lines. */
  readonly bodyOffset: number;
};

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Finds fenced code blocks, nested fences included (an outer fence needs more backticks). */
export function codeBlocks(body: string, bodyOffset = 0): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, , fence = '', info = ''] = open;
    const [lang = '', ...rest] = info.trim().split(/\s+/);
    const start = i;
    const code: string[] = [];
    for (i += 1; i < lines.length; i += 1) {
      const close = FENCE.exec(lines[i]!);
      if (close && close[2]!.startsWith(fence[0]!) && close[2]!.length >= fence.length && close[3]!.trim() === '') break;
      code.push(lines[i]!);
    }
    blocks.push({lang: lang.toLowerCase(), meta: rest.join(' '), code: code.join('\n'), line: start + 1 + bodyOffset});
  }
  return blocks;
}

/**
 * The block right after `blocks[index]` when only blank lines separate them: how a lesson shows what the code
 * above prints or returns. `text` and `bodyOffset` are what `blocks` was read from.
 */
export function blockRightAfter(
  text: string,
  blocks: readonly CodeBlock[],
  index: number,
  bodyOffset = 0,
): CodeBlock | undefined {
  const block = blocks[index];
  const next = blocks[index + 1];
  if (!block || !next) return undefined;
  // Lines of `text` (0-based) after the block's closing fence and before the next block's opening one.
  const afterClose = block.line - bodyOffset + block.code.split('\n').length + 1;
  const between = text.split('\n').slice(afterClose, next.line - bodyOffset - 1);
  return between.every((line) => line.trim() === '') ? next : undefined;
}

/** The prose of a page: the body without code blocks, HTML comments or markup punctuation. */
export function prose(body: string): string {
  const lines = body.split('\n');
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const match = FENCE.exec(line);
    if (fence === null && match) {
      fence = match[2]!;
      continue;
    }
    if (fence !== null) {
      if (match && match[2]!.startsWith(fence[0]!) && match[2]!.length >= fence.length && match[3]!.trim() === '') {
        fence = null;
      }
      continue;
    }
    kept.push(line);
  }
  return kept.join('\n').replace(/<!--[\s\S]*?-->/g, ' ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
