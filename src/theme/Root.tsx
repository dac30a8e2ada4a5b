import type {ReactNode} from 'react';
import {AuthProvider} from '@site/src/auth/react/AuthProvider';

/** Root never unmounts, so the one auth subscription lives here for the whole visit. */
export default function Root({children}: {readonly children: ReactNode}): ReactNode {
  return <AuthProvider>{children}</AuthProvider>;
}
