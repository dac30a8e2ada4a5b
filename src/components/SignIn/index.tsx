import {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {readActionParams} from '@site/src/access/actionParams';
import {AUTH_PATHS, classifyPath} from '@site/src/access/paths';
import {loginUrl, safeRedirectPath} from '@site/src/access/redirects';
import {useAuthStore} from '@site/src/auth/react/AuthProvider';
import {UI_TEXT} from '@site/src/auth/uiText';
import ActionCodeView from './ActionCodeView';
import SignInFlowView from './SignInFlowView';
import styles from './styles.module.css';

/**
 * The e-mail sign-in widget, shown on `/login` and in place of a protected
 * page. `?mode=` picks an action-link screen; otherwise the sign-in flow.
 */
export default function SignInWidget(): ReactNode {
  const location = useLocation();
  const store = useAuthStore();
  // Signing in needs the identity SDK: fetch it while the reader types. A failure shows on submit.
  useEffect(() => void store.client().catch(() => undefined), [store]);
  const params = readActionParams(location.search);
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const onLoginPage = classifyPath(location.pathname) === 'login';
  // Back to the page that asked for sign-in, or where /login was told to go.
  const returnTo = onLoginPage
    ? safeRedirectPath(params.signInSuccessUrl ?? params.continueUrl, origin)
    : `${location.pathname}${location.search}${location.hash}`;
  const linkTargetUrl = () => `${origin}${loginUrl(returnTo)}`;

  const codeMode = params.mode === 'select' || params.mode === 'callback' ? null : params.mode;
  return (
    <div className={styles.widget}>
      {codeMode ? (
        <ActionCodeView
          mode={codeMode}
          params={params}
          continuePath={returnTo === AUTH_PATHS.home ? AUTH_PATHS.login : returnTo}
          linkTargetUrl={linkTargetUrl}
        />
      ) : (
        <SignInFlowView linkTargetUrl={linkTargetUrl} notice={params.rawMode && !params.mode ? UI_TEXT.unknownMode : null} />
      )}
    </div>
  );
}
