import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pagePath} from '@site/src/progress/lessonId';
import styles from './styles.module.css';

type Props =
  | {readonly kind: 'mark'; readonly lesson: string}
  | {readonly kind: 'group' | 'card'; readonly group: string}
  | {readonly kind: 'continue'};

/**
 * Room for a piece of learner progress, of a fixed size, that the progress
 * client (src/progress/client.ts) fills after the page has hydrated, so the
 * page never moves (CLS 0). Only the full build (readers with a session)
 * has one; the public build renders nothing.
 */
export default function ProgressSlot(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.siteVariant !== 'full') return null;
  return (
    <div
      className={clsx(styles.slot, styles[props.kind])}
      data-progress={props.kind}
      data-lesson={props.kind === 'mark' ? props.lesson : undefined}
      data-group={props.kind === 'group' || props.kind === 'card' ? pagePath(props.group) : undefined}
    />
  );
}
