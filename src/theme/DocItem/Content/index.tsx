import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import ContentLanguage from '@site/src/components/ContentLanguage';

type Props = WrapperProps<typeof ContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  return (
    <ContentLanguage permalink={metadata.permalink} frontMatterLang={(frontMatter as {lang?: unknown}).lang}>
      <Content {...props} />
    </ContentLanguage>
  );
}
