import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ActionParams} from '@site/src/access/actionParams';
import {useActionCode, type CodeMode} from '@site/src/auth/react/useActionCode';
import {ACTION_TEXT, GATE_TEXT, UI_TEXT} from '@site/src/auth/uiText';
import {AUTH_PATHS} from '@site/src/access/paths';
import AuthLoader from '@site/src/components/AuthLoader';
import Actions from './Actions';
import Card from './Card';
import Field from './Field';
import Form from './Form';
import Notice from './Notice';
import SignInFlowView from './SignInFlowView';

type Props = {
  readonly mode: CodeMode;
  readonly params: ActionParams;
  /** Where "Continue" leads after success: a validated same-site path. */
  readonly continuePath: string;
  /** Where an e-mail sign-in link sent from here brings the reader back to. */
  readonly linkTargetUrl: () => string;
};

/** The recovery step of the sign-in flow, where a dead reset link's "new link" leads. */
const RECOVER: {readonly name: 'recover'; readonly email: string} = {name: 'recover', email: ''};

function successText(mode: CodeMode, email: string | null): {title: string; body: string} {
  switch (mode) {
    case 'recoverEmail':
      return {title: ACTION_TEXT.recoverEmail.successTitle, body: ACTION_TEXT.recoverEmail.success(email ?? '')};
    case 'signIn':
      return {title: UI_TEXT.signInTitle, body: GATE_TEXT.signedIn};
    default:
      return {title: ACTION_TEXT[mode].successTitle, body: ACTION_TEXT[mode].success};
  }
}

export default function ActionCodeView({mode, params, continuePath, linkTargetUrl}: Props): ReactNode {
  const action = useActionCode(mode, params);
  const {state} = action;
  const [newLink, setNewLink] = useState(false);

  if (action.error && state.status === 'working') {
    return (
      <Card title={UI_TEXT.signInTitle}>
        <Notice message={action.error} />
        <button type="button" className="button button--primary" onClick={action.retry}>
          {UI_TEXT.continue}
        </button>
      </Card>
    );
  }

  switch (state.status) {
    case 'working':
      return <AuthLoader />;
    case 'failure': {
      // A dead reset link cannot say for whom it was: the reader asks for a new one with their address.
      if (newLink) return <SignInFlowView linkTargetUrl={linkTargetUrl} notice={null} start={RECOVER} />;
      const canResend = mode === 'resetPassword';
      return (
        <Card title={ACTION_TEXT[mode].failureTitle}>
          <p>{ACTION_TEXT[mode].failure}</p>
          <Actions>
            {canResend && (
              <button type="button" className="button button--primary" onClick={() => setNewLink(true)}>
                {ACTION_TEXT.resetPassword.newLink}
              </button>
            )}
            <Link className={canResend ? 'button button--secondary button--outline' : 'button button--primary'} to={AUTH_PATHS.login}>
              {UI_TEXT.signInTitle}
            </Link>
          </Actions>
        </Card>
      );
    }
    case 'newPassword':
      return (
        <Card title={ACTION_TEXT.resetPassword.formTitle}>
          <Notice message={action.error} />
          <Form
            busy={action.busy}
            errorsKey={action.fieldError ?? ''}
            onSubmit={({password = ''}) => action.submitNewPassword(password)}>
            <Field name="email" label={UI_TEXT.emailLabel} type="email" autoComplete="username" defaultValue={state.email} readOnly />
            <Field
              name="password"
              label={UI_TEXT.newPasswordLabel}
              type="password"
              autoComplete="new-password"
              error={action.fieldError ?? undefined}
            />
            <Actions>
              <button type="submit" className="button button--primary">
                {ACTION_TEXT.resetPassword.save}
              </button>
            </Actions>
          </Form>
        </Card>
      );
    case 'askEmail':
      return (
        <Card title={UI_TEXT.linkConfirmTitle}>
          <p>{UI_TEXT.linkConfirmIntro}</p>
          <Notice message={action.error} />
          <Form busy={action.busy} errorsKey={action.fieldError ?? ''} onSubmit={({email = ''}) => action.submitEmail(email)}>
            <Field name="email" label={UI_TEXT.emailLabel} type="email" autoComplete="email" error={action.fieldError ?? undefined} />
            <Actions>
              <button type="submit" className="button button--primary">
                {UI_TEXT.next}
              </button>
            </Actions>
          </Form>
        </Card>
      );
    case 'success': {
      const {title, body} = successText(mode, state.email);
      return (
        <Card title={title}>
          <p>{body}</p>
          <Notice message={action.error} />
          {action.resetSent && state.email && <p role="status">{ACTION_TEXT.recoverEmail.resetSent(state.email)}</p>}
          <Actions>
            {mode === 'recoverEmail' && !action.resetSent && (
              <button type="button" className="button button--secondary button--outline" onClick={action.resetRestoredPassword}>
                {ACTION_TEXT.recoverEmail.resetPassword}
              </button>
            )}
            <Link className="button button--primary" to={continuePath}>
              {UI_TEXT.continue}
            </Link>
          </Actions>
        </Card>
      );
    }
  }
}
