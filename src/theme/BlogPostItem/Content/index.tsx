import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {contentLanguage} from '@site/src/site/contentLanguage';

type Props = WrapperProps<typeof ContentType>;

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useBlogPost();
  const lang = contentLanguage(metadata.permalink, (frontMatter as {lang?: unknown}).lang);
  return lang ? (
    <div lang={lang}>
      <Content {...props} />
    </div>
  ) : (
    <Content {...props} />
  );
}
