import {useState, type ReactNode} from 'react';
import {LessonContext, type Lesson, type StartLoader} from '@site/src/sql/page/lesson';

type Props = {
  readonly id: string;
  /** Absent for a lesson that starts from an empty database. */
  readonly start?: StartLoader;
  readonly children: ReactNode;
};

const EMPTY: StartLoader = async () => ({default: {datasets: [], scripts: []}});

/** Wraps a page with SQL blocks (remarkSqlBlocks adds it) so that they share one database, in order. */
export default function SqlLesson({id, start = EMPTY, children}: Props): ReactNode {
  const [lesson] = useState<Lesson>(() => ({id, start, blocks: new Map()}));
  return <LessonContext.Provider value={lesson}>{children}</LessonContext.Provider>;
}
