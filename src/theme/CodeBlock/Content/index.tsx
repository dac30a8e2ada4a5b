import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock/Content';
import type {Props as LineProps} from '@theme/CodeBlock/Line';
import Line from '@theme/CodeBlock/Line';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {highlighter} from '@side/highlighter';
import {plainLines, type Line as TokenLine, type LineToken} from '@site/src/highlight/lines';
import {KEEP_SERVER_MARKUP, useRenderPass, type RenderPass} from '@site/src/prerendered/useRenderPass';
import styles from './styles.module.css';

const lineProps: LineProps['getLineProps'] = ({className}) => ({className: clsx('token-line', className)});
const tokenProps = (({token}: {token: LineToken}) => ({
  className: clsx('token', token.types),
  children: token.content,
})) as unknown as LineProps['getTokenProps'];

/** The highlighted lines, once the language's grammar is there; a client render loads it first. */
function useLines(code: string, language: string, pass: RenderPass): TokenLine[] | null {
  const lines = pass === 'hydration' ? null : highlighter.tokenize(code, language);
  const [, setLoaded] = useState(0);
  const waiting = pass === 'client' && lines === null;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    // If the grammar cannot load (offline), the block stays readable as plain text.
    highlighter.load(language).then(
      () => live && setLoaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [waiting, language]);
  return lines;
}

/**
 * The code of a code block, highlighted when the site is built (see
 * src/prerendered and src/highlight). Replaces the theme's component, which
 * highlights in the browser on every render with all of Prism in the main
 * bundle and each token's colour written inline.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const pass = useRenderPass(`${language}\n${code}`);
  const lines = useLines(code, language, pass);
  const preProps = {
    ref: wordWrap.codeBlockRef,
    tabIndex: 0,
    className: clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar'),
  };
  if (pass === 'hydration') return <pre {...preProps} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />;
  return (
    <pre {...preProps}>
      <code
        className={clsx(styles.codeBlockLines, lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
        style={lineNumbersStart === undefined ? undefined : {counterReset: `line-count ${lineNumbersStart - 1}`}}
      >
        {(lines ?? plainLines(code)).map((line, index) => (
          <Line
            key={index}
            line={line as unknown as LineProps['line']}
            getLineProps={lineProps}
            getTokenProps={tokenProps}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </code>
    </pre>
  );
}
