import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import ProgressSlot from '@site/src/components/ProgressSlot';
import {useLocation} from '@docusaurus/router';
import {unlinkedCategoryKey} from '@site/src/progress/manifest';
import {pagePath} from '@site/src/progress/lessonId';

type Props = WrapperProps<typeof DocCardType>;

/** Under a category's card: "x of y done" for the category. */
export default function DocCardWrapper(props: Props): ReactNode {
  const {item} = props;
  // A card is shown on its category's parent page: the page that names a category without a page of its own.
  const here = pagePath(useLocation().pathname);
  return (
    <>
      <DocCard {...props} />
      {item.type === 'category' ? (
        <ProgressSlot kind="card" group={item.href ?? unlinkedCategoryKey(here, item.label)} />
      ) : null}
    </>
  );
}
