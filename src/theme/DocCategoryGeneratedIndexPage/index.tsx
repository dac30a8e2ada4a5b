import type {ReactNode} from 'react';
import Page from '@theme-original/DocCategoryGeneratedIndexPage';
import type PageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import ProgressSlot from '@site/src/components/ProgressSlot';
import {LANDING_PATH} from '@site/src/progress/manifest';
import {pagePath} from '@site/src/progress/lessonId';

type Props = WrapperProps<typeof PageType>;

/** Above a generated index: "Continue where you left off" on the landing page, "x of y done" on the others. */
export default function GeneratedIndexPageWrapper(props: Props): ReactNode {
  const {permalink} = props.categoryGeneratedIndex;
  return (
    <>
      {pagePath(permalink) === LANDING_PATH ? (
        <ProgressSlot kind="continue" />
      ) : (
        <ProgressSlot kind="group" group={permalink} />
      )}
      <Page {...props} />
    </>
  );
}
