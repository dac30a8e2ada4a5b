import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuthState} from '@site/src/auth/react/AuthProvider';
import {AUTH_PATHS} from '@site/src/access/paths';
import {loginUrl} from '@site/src/access/redirects';
import {assumedAuthState, type SiteVariant} from '@site/src/access/variant';
import {AUTH_NAVBAR_LABELS} from '@site/src/site/navbar';
import styles from './styles.module.css';

type Props = {
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
};

/** 'Login' or 'Logout', whichever applies; while sign-in resolves it only holds its place. */
export default function AuthNavbarItem({mobile = false, position}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const variant = siteConfig.customFields?.siteVariant as SiteVariant;
  const resolved = useAuthState();
  // Behind the server the build itself says whether a session exists, so the label is right at first paint.
  const auth = resolved.status === 'unresolved' ? assumedAuthState(variant) : resolved;
  const {pathname, search, hash} = useLocation();
  // A page of the signed-in build whose reader has just signed out is being replaced. A 'Login' link here would
  // fetch that build's code for /login on hover, which the server no longer sends without the session.
  const leaving = variant === 'full' && auth.status === 'signedOut';

  if (auth.status === 'unresolved' || leaving) {
    return mobile ? null : <span className={styles.placeholder} aria-hidden="true" />;
  }
  if (auth.status === 'signedIn') {
    return <DefaultNavbarItem mobile={mobile} position={position} label={AUTH_NAVBAR_LABELS.signedIn} to={AUTH_PATHS.logout} />;
  }
  return <DefaultNavbarItem mobile={mobile} position={position} label={AUTH_NAVBAR_LABELS.signedOut} to={loginUrl(`${pathname}${search}${hash}`)} />;
}
