import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import ProgressSlot from '@site/src/components/ProgressSlot';

type Props = WrapperProps<typeof DocCardType>;

/** Under a category's card: "x of y done" for the category. */
export default function DocCardWrapper(props: Props): ReactNode {
  const {item} = props;
  return (
    <>
      <DocCard {...props} />
      {item.type === 'category' && item.href ? <ProgressSlot kind="card" group={item.href} /> : null}
    </>
  );
}
