import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from '@site/src/components/HomeHero';
import CourseAreas from '@site/src/components/CourseAreas';
import ProgressSlot from '@site/src/components/ProgressSlot';
import {COURSE_AREAS} from '@site/src/data/courseAreas';

export default function Home(): ReactNode {
  return (
    <Layout description="Course notes and hands-on projects in data engineering, ML, MLOps, DevOps, SQL, Python, Spark, dbt, Azure and ethical hacking.">
      {/* The hero is inside <main>, where "Skip to main content" lands, so skipping never passes its buttons. */}
      <main>
        <HomeHero />
        <ProgressSlot kind="continue" />
        <CourseAreas areas={COURSE_AREAS} />
      </main>
    </Layout>
  );
}
