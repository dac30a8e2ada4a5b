import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {UI_TEXT} from '@site/src/auth/uiText';
import type {SignInFlow} from '@site/src/auth/react/useSignInFlow';
import Actions, {CancelAndSubmit} from './Actions';
import Card from './Card';
import Field from './Field';
import Form from './Form';
import Notice from './Notice';
import styles from './styles.module.css';

type ScreenProps = {
  readonly flow: SignInFlow;
  readonly email: string;
};

const errorsKey = (flow: SignInFlow) => JSON.stringify(flow.fieldErrors);

export function EmailScreen({flow, notice}: {readonly flow: SignInFlow; readonly notice: string | null}): ReactNode {
  return (
    <Card title={UI_TEXT.signInTitle}>
      <p className={styles.intro}>{UI_TEXT.signInIntro}</p>
      <Notice message={flow.error ?? notice} />
      <Form
        busy={flow.busy}
        errorsKey={errorsKey(flow)}
        onSubmit={({email = '', intent}) => (intent === 'link' ? flow.sendLink(email) : flow.submitEmail(email))}>
        <Field name="email" label={UI_TEXT.emailLabel} type="email" autoComplete="email" error={flow.fieldErrors.email} />
        <Actions>
          <button type="submit" name="intent" value="next" className="button button--primary">
            {UI_TEXT.next}
          </button>
          <button type="submit" name="intent" value="link" className="button button--secondary button--outline">
            {UI_TEXT.emailLinkButton}
          </button>
        </Actions>
      </Form>
    </Card>
  );
}

export function PasswordScreen({flow, email}: ScreenProps): ReactNode {
  return (
    <Card title={UI_TEXT.passwordTitle}>
      <Notice message={flow.error} />
      <Form busy={flow.busy} errorsKey={errorsKey(flow)} onSubmit={({password = ''}) => flow.submitPassword(password)}>
        <Field name="email" label={UI_TEXT.emailLabel} type="email" autoComplete="username" defaultValue={email} readOnly />
        <Field
          name="password"
          label={UI_TEXT.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={flow.fieldErrors.password}
        />
        <Actions>
          <button type="button" className={styles.linkButton} onClick={flow.startRecover}>
            {UI_TEXT.troubleSigningIn}
          </button>
          <button type="submit" className="button button--primary">
            {UI_TEXT.signInButton}
          </button>
        </Actions>
      </Form>
      <BackButton flow={flow} />
    </Card>
  );
}

export function SignUpScreen({flow, email}: ScreenProps): ReactNode {
  return (
    <Card title={UI_TEXT.signUpTitle}>
      <Notice message={flow.error} />
      <Form
        busy={flow.busy}
        errorsKey={errorsKey(flow)}
        onSubmit={({name = '', password = ''}) => flow.submitSignUp(name, password)}>
        <Field name="email" label={UI_TEXT.emailLabel} type="email" autoComplete="username" defaultValue={email} readOnly />
        <Field name="name" label={UI_TEXT.nameLabel} type="text" autoComplete="name" error={flow.fieldErrors.name} />
        <Field
          name="password"
          label={UI_TEXT.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          error={flow.fieldErrors.password}
        />
        <CancelAndSubmit onCancel={flow.restart} submitLabel={UI_TEXT.createAccount} />
      </Form>
    </Card>
  );
}

export function RecoverScreen({flow, email}: ScreenProps): ReactNode {
  return (
    <Card title={UI_TEXT.recoverTitle}>
      <p className={styles.intro}>{UI_TEXT.recoverIntro}</p>
      <Notice message={flow.error} />
      <Form busy={flow.busy} errorsKey={errorsKey(flow)} onSubmit={({email: value = ''}) => flow.submitRecover(value)}>
        <Field
          name="email"
          label={UI_TEXT.emailLabel}
          type="email"
          autoComplete="email"
          defaultValue={email}
          error={flow.fieldErrors.email}
        />
        <CancelAndSubmit onCancel={flow.restart} submitLabel={UI_TEXT.send} />
      </Form>
    </Card>
  );
}

export function RecoverSentScreen({flow, email}: ScreenProps): ReactNode {
  return (
    <Card title={UI_TEXT.recoverSentTitle}>
      <p>{UI_TEXT.recoverSent(email)}</p>
      <Actions>
        <button type="button" className="button button--primary" onClick={flow.restart}>
          {UI_TEXT.done}
        </button>
      </Actions>
    </Card>
  );
}

export function LinkSentScreen({flow, email}: ScreenProps): ReactNode {
  return (
    <Card title={UI_TEXT.linkSentTitle}>
      <p>{UI_TEXT.linkSent(email)}</p>
      <Notice message={flow.error} />
      <Actions>
        <button type="button" className={styles.linkButton} onClick={() => flow.sendLink(email)} disabled={flow.busy}>
          {UI_TEXT.linkResend}
        </button>
        <button type="button" className="button button--secondary button--outline" onClick={flow.restart}>
          {UI_TEXT.back}
        </button>
      </Actions>
    </Card>
  );
}

export function NotAuthorizedScreen(): ReactNode {
  return (
    <Card title={UI_TEXT.notAuthorizedTitle}>
      <p>{UI_TEXT.notAuthorized}</p>
      <Link className="button button--primary" to="/">
        {UI_TEXT.goHome}
      </Link>
    </Card>
  );
}

function BackButton({flow}: {readonly flow: SignInFlow}): ReactNode {
  return (
    <p className={styles.back}>
      <button type="button" className={styles.linkButton} onClick={flow.restart}>
        {UI_TEXT.back}
      </button>
    </p>
  );
}
