import type {ReactNode} from 'react';
import {useSignInFlow} from '@site/src/auth/react/useSignInFlow';
import type {FlowScreen} from '@site/src/auth/flow';
import {
  EmailScreen,
  LinkSentScreen,
  NotAuthorizedScreen,
  PasswordScreen,
  RecoverScreen,
  RecoverSentScreen,
  SignUpScreen,
} from './FlowScreens';

type Props = {
  /** Where an e-mail sign-in link brings the reader back to. */
  readonly linkTargetUrl: () => string;
  readonly notice: string | null;
  /** The first step; the e-mail step unless given. */
  readonly start?: FlowScreen;
};

export default function SignInFlowView({linkTargetUrl, notice, start}: Props): ReactNode {
  const flow = useSignInFlow(linkTargetUrl, start);
  const {screen} = flow;
  switch (screen.name) {
    case 'email':
      return <EmailScreen flow={flow} notice={notice} />;
    case 'password':
      return <PasswordScreen flow={flow} email={screen.email} />;
    case 'signUp':
      return <SignUpScreen flow={flow} email={screen.email} />;
    case 'recover':
      return <RecoverScreen flow={flow} email={screen.email} />;
    case 'recoverSent':
      return <RecoverSentScreen flow={flow} email={screen.email} />;
    case 'linkSent':
      return <LinkSentScreen flow={flow} email={screen.email} />;
    case 'notAuthorized':
      return <NotAuthorizedScreen />;
  }
}
