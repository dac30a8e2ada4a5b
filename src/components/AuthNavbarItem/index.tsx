import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {useAuthState} from '@site/src/auth/react/AuthProvider';
import {AUTH_PATHS, classifyPath} from '@site/src/auth/paths';
import {AUTH_NAVBAR_LABELS} from '@site/src/site/navbar';
import styles from './styles.module.css';

type Props = {
  readonly mobile?: boolean;
  readonly position?: 'left' | 'right';
};

/** 'Login' or 'Logout', whichever applies; while sign-in resolves it only holds its place. */
export default function AuthNavbarItem({mobile = false, position}: Props): ReactNode {
  const auth = useAuthState();
  const {pathname, search, hash} = useLocation();

  if (auth.status === 'unresolved') {
    return mobile ? null : <span className={styles.placeholder} aria-hidden="true" />;
  }
  if (auth.status === 'signedIn') {
    return <DefaultNavbarItem mobile={mobile} position={position} label={AUTH_NAVBAR_LABELS.signedIn} to={AUTH_PATHS.logout} />;
  }
  const here = classifyPath(pathname);
  const to =
    here === 'login' || here === 'logout'
      ? AUTH_PATHS.login
      : `${AUTH_PATHS.login}?signInSuccessUrl=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
  return <DefaultNavbarItem mobile={mobile} position={position} label={AUTH_NAVBAR_LABELS.signedOut} to={to} />;
}
