import type {ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata} from '@docusaurus/theme-common';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import NotFoundContent from '@theme/NotFound/Content';
import {GATE_TEXT, UI_TEXT} from '@site/src/auth/uiText';
import SignInSlot from '@site/src/components/SignInSlot';
import {
  invitationFor,
  type Invitation,
  type InvitationData,
  type OutlineEntry,
  type SidebarEntry,
} from '@site/src/docs/invitation';
import {contentLanguage} from '@site/src/site/contentLanguage';
import {LESSON_SIGN_IN_PAGE as TEXT} from './text';
import widget from '@site/src/components/SignIn/styles.module.css';
import styles from './styles.module.css';

type Props = {
  /** Written by the build (src/docs/invitationData.ts). */
  readonly invitation: InvitationData;
};

/**
 * What the widget explains, drawn without it and in its card (its own styles,
 * so little moves when it arrives): in the prerendered page, and until its
 * code has loaded.
 */
function SignInExplanation(): ReactNode {
  return (
    <div className={widget.widget}>
      <section className={widget.card} aria-labelledby="sign-in-explanation">
        <h2 id="sign-in-explanation" className={widget.title}>
          {UI_TEXT.signInTitle}
        </h2>
        <p className={widget.intro}>{UI_TEXT.signInIntro}</p>
        <noscript>
          <p className={styles.noScript}>{GATE_TEXT.needsJavaScript}</p>
        </noscript>
      </section>
    </div>
  );
}

function Outline({
  entries,
  lang,
}: {
  readonly entries: readonly OutlineEntry[];
  readonly lang: string | undefined;
}): ReactNode {
  return (
    <ol className={styles.outline} lang={lang}>
      {entries.map((entry) => (
        <li key={entry.href} className={clsx(entry.current && styles.current)}>
          <Link to={entry.href} aria-current={entry.current ? 'page' : undefined}>
            {entry.label}
          </Link>
          {entry.lessons !== null && <span className={styles.count}> · {TEXT.lessons(entry.lessons)}</span>}
        </li>
      ))}
    </ol>
  );
}

function About({invitation, lang}: {readonly invitation: Invitation; readonly lang: string | undefined}): ReactNode {
  const {kind, programme, summary, lessons, outline, isProgramme} = invitation;
  const sections = outline.entries.filter((entry) => entry.lessons !== null).length;
  return (
    <>
      {kind === 'landing' && summary !== null && (
        <p className={styles.lead} lang={lang}>
          {summary}
        </p>
      )}
      {kind === 'landing' && (
        <p className={styles.size}>
          {sections > 0 ? TEXT.lessonsIn(lessons, sections, isProgramme) : TEXT.lessons(lessons)}
        </p>
      )}
      {programme !== null && (
        <div className={styles.programme}>
          <p className={styles.programmeName}>
            {TEXT.partOf} {/* A programme without a page of its own lands on its first module's: perhaps this one. */}
            {programme.href === invitation.permalink ? (
              <span lang={lang}>{programme.label}</span>
            ) : (
              <Link to={programme.href} lang={lang}>
                {programme.label}
              </Link>
            )}
          </p>
          {programme.summary !== null && kind === 'lesson' && <p lang={lang}>{programme.summary}</p>}
        </div>
      )}
    </>
  );
}

/**
 * The public build's page for every protected page (src/docs/publicRoutes.ts):
 * an invitation to sign in rather than a wall. It shows what is public anyway,
 * from the sidebar and the summaries the build keeps (src/docs/invitation.ts):
 * the lesson's title (tab and heading), its breadcrumbs and programme, the
 * lessons of its part, or a programme's or module's summary, size and
 * contents; and the sign-in widget, explained in words until it has loaded
 * or when scripts are off. Never a lesson's text, description or headings:
 * the public build has none (scripts/site-build/publicDocs.ts).
 */
export default function LessonSignInPage({invitation: data}: Props): ReactNode {
  const invitation = invitationFor((useSidebarBreadcrumbs() ?? []) as readonly SidebarEntry[], data);
  // Every protected page is in the sidebar; a path that is not names no page (reached in the browser only).
  if (invitation === null) return <NotFoundContent />;
  const lang = contentLanguage(invitation.permalink, undefined);
  const {kind, title, summary, outline} = invitation;
  return (
    <>
      <PageMetadata title={title} description={kind === 'landing' && summary !== null ? summary : TEXT.description} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <article className={styles.page}>
        <DocBreadcrumbs />
        <div className={styles.layout}>
          <header className={styles.header}>
            <h1 className={styles.title} lang={lang}>
              {title}
            </h1>
            <About invitation={invitation} lang={lang} />
          </header>
          <div className={styles.signIn}>
            {kind === 'landing' && <h2 className={styles.signInTitle}>{TEXT.signInToStart}</h2>}
            <SignInSlot fallback={<SignInExplanation />} />
          </div>
          {outline.entries.length > 0 && (
            <section className={styles.contents} aria-labelledby="invitation-outline">
              <h2 id="invitation-outline" className={styles.contentsTitle}>
                {kind === 'landing' ? TEXT.contentsTitle : <span lang={lang}>{outline.label}</span>}
              </h2>
              {kind === 'lesson' && <p className={styles.size}>{TEXT.lessons(invitation.lessons)}</p>}
              <Outline entries={outline.entries} lang={lang} />
            </section>
          )}
        </div>
      </article>
    </>
  );
}
