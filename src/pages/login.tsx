import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

// The sign-in gate owns this path: it shows the widget, the action-link
// screens or a redirect, so the page itself has no content of its own.
export default function LoginPage(): ReactNode {
  return <Layout title="Sign in" description="Sign in to Projects with your email to read the course programmes." />;
}
