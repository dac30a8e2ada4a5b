import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

// The sign-in gate owns this path: it signs the reader out and goes home.
export default function LogoutPage(): ReactNode {
  return <Layout title="Sign out" description="Sign out of Projects." />;
}
