import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Several strings (as MDX may pass them) become one; any element keeps the children as they are. */
function asCode(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's code block, without its `key={isBrowser}`: the theme remounts
 * every code block after hydration so that Prism's inline colours follow the
 * reader's colour mode. Here colours are class rules for both modes
 * (src/highlight/themeCss.ts), so the block the build highlighted is kept,
 * and no grammar is downloaded to draw it again.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = asCode(children);
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}
