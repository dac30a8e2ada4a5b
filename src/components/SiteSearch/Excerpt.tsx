import type {ReactNode} from 'react';
import type {ExcerptPart} from '@site/src/search/results';

/** An excerpt with its matched words highlighted, rendered as text. */
export default function Excerpt({parts}: {readonly parts: readonly ExcerptPart[]}): ReactNode {
  return parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>));
}
