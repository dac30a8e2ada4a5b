import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type {Props} from '@theme/BlogArchivePage';
import {archiveByYear} from '@site/src/blog/archive';
import {ARCHIVE_TEXT} from '@site/src/blog/text';
import styles from './styles.module.css';

/**
 * The blog archive: one column of every post, newest first, grouped by
 * year. Replaces the theme's page rather than wrapping it: that page put the
 * same word in its title and subtitle on a primary-coloured banner, laid the
 * years out in narrow thirds, and listed them oldest first.
 */
export default function BlogArchivePage({archive}: Props): ReactNode {
  const format = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  const years = archiveByYear(
    archive.blogPosts.map(({metadata}) => ({
      date: metadata.date,
      title: metadata.title,
      permalink: metadata.permalink,
    })),
  );
  return (
    <>
      <PageMetadata title={ARCHIVE_TEXT.title} description={ARCHIVE_TEXT.description} />
      <Layout>
        <main className={clsx('container', styles.archive)}>
          <h1>{ARCHIVE_TEXT.title}</h1>
          <p className={styles.lead}>{ARCHIVE_TEXT.description}</p>
          {years.map(({year, posts}) => (
            <section key={year} aria-labelledby={`archive-${year}`}>
              <h2 id={`archive-${year}`}>{year}</h2>
              <ul className={styles.posts}>
                {posts.map((post) => (
                  <li key={post.permalink}>
                    <time dateTime={post.date}>{format.format(new Date(post.date))}</time>
                    <Link to={post.permalink}>{post.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </main>
      </Layout>
    </>
  );
}
