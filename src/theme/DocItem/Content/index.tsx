import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {contentLanguage} from '@site/src/site/contentLanguage';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const lang = contentLanguage(metadata.permalink, (frontMatter as {lang?: unknown}).lang);
  return lang ? (
    <div lang={lang}>
      <Content {...props} />
    </div>
  ) : (
    <Content {...props} />
  );
}
