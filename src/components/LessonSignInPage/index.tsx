import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {LESSON_SIGN_IN_PAGE} from './text';

/**
 * The public build's one page for every protected lesson (see
 * src/docs/publicRoutes.ts): the server sends it for any lesson of the full
 * build to a reader without a session, and the browser shows it after a
 * click on a lesson in the sidebar. The layout's gate puts the sign-in widget
 * in place of this text, as on any protected path.
 */
export default function LessonSignInPage(): ReactNode {
  // Outside the layout: the gate renders the widget instead of the layout's children.
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <Layout title={LESSON_SIGN_IN_PAGE.title} description={LESSON_SIGN_IN_PAGE.description}>
        <main className="container margin-vert--lg">
          <p>{LESSON_SIGN_IN_PAGE.description}</p>
        </main>
      </Layout>
    </>
  );
}
