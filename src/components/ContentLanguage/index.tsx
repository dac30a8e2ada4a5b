import type {ReactNode} from 'react';
import {contentLanguage} from '@site/src/site/contentLanguage';

type Props = {
  readonly permalink: string;
  readonly frontMatterLang: unknown;
  readonly children: ReactNode;
};

/** Marks content written in another language than the site's, so it is read and indexed as such. */
export default function ContentLanguage({permalink, frontMatterLang, children}: Props): ReactNode {
  const lang = contentLanguage(permalink, frontMatterLang);
  return lang ? <div lang={lang}>{children}</div> : children;
}
