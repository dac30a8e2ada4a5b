import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ContentLanguage from '@site/src/components/ContentLanguage';

type Props = WrapperProps<typeof ContentType>;

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  return (
    <ContentLanguage permalink={metadata.permalink} frontMatterLang={(frontMatter as {lang?: unknown}).lang}>
      <Content {...props} />
    </ContentLanguage>
  );
}
