import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {readActionParams} from '@site/src/auth/actionParams';
import {AUTH_PATHS, classifyPath} from '@site/src/auth/paths';
import {safeRedirectPath} from '@site/src/auth/redirects';
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
  const params = readActionParams(location.search);
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const onLoginPage = classifyPath(location.pathname) === 'login';
  // Back to the page that asked for sign-in, or where /login was told to go.
  const returnTo = onLoginPage
    ? safeRedirectPath(params.signInSuccessUrl ?? params.continueUrl, origin)
    : `${location.pathname}${location.search}${location.hash}`;
  const linkTargetUrl = () => `${origin}${AUTH_PATHS.login}?signInSuccessUrl=${encodeURIComponent(returnTo)}`;

  const codeMode = params.mode === 'select' || params.mode === 'callback' ? null : params.mode;
  return (
    <div className={styles.widget}>
      {codeMode ? (
        <ActionCodeView mode={codeMode} params={params} continuePath={returnTo === AUTH_PATHS.home ? AUTH_PATHS.login : returnTo} />
      ) : (
        <SignInFlowView linkTargetUrl={linkTargetUrl} notice={params.rawMode && !params.mode ? UI_TEXT.unknownMode : null} />
      )}
    </div>
  );
}
