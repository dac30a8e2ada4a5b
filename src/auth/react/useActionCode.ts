import {useCallback, useEffect, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import type {ActionMode, ActionParams} from '../../access/actionParams';
import {outcomeOfActionFailure, outcomeOfResetFailure} from '../flow';
import {forgetPendingEmail, readPendingEmail} from '../pendingEmail';
import {loginUrl, safeRedirectPath} from '../../access/redirects';
import {UI_TEXT} from '../uiText';
import {validateEmail, validateNewPassword} from '../validators';
import type {AuthClient} from '../firebaseClient';
import {useAuthStore} from './AuthProvider';

/** The modes that act on an out-of-band code from an e-mail link. */
export type CodeMode = Exclude<ActionMode, 'select' | 'callback'>;

export type ActionState =
  | {readonly status: 'working'}
  | {readonly status: 'newPassword'; readonly email: string}
  | {readonly status: 'askEmail'}
  | {readonly status: 'success'; readonly email: string | null}
  | {readonly status: 'failure'};

export type ActionCode = {
  readonly state: ActionState;
  readonly busy: boolean;
  /** A passing problem (network, validation), shown with the form or a retry button. */
  readonly error: string | null;
  readonly fieldError: string | null;
  readonly retry: () => void;
  readonly submitNewPassword: (password: string) => void;
  readonly submitEmail: (email: string) => void;
  /** After an e-mail was restored: send a password-reset e-mail to it. */
  readonly resetRestoredPassword: () => void;
  readonly resetSent: boolean;
};

type Step = (client: AuthClient) => Promise<ActionState>;

/**
 * Carries out an action link's mode: checks the code, applies it, and
 * reports success or a dead (expired, used, malformed) link. Passing
 * failures keep the screen with a message and a way to try again.
 */
export function useActionCode(mode: CodeMode, params: ActionParams): ActionCode {
  const store = useAuthStore();
  const history = useHistory();
  const [state, setState] = useState<ActionState>({status: 'working'});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [resetSent, setResetSent] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const code = params.oobCode ?? '';
  // Every mode but an e-mail sign-in link needs a code; without one the link is dead.
  const missingCode = mode !== 'signIn' && code === '';

  /** `typedEmail`: the step used an address the reader typed (see `outcomeOfActionFailure`). */
  const settle = useCallback((step: Promise<ActionState>, typedEmail = false) => {
    return step.then(setState, (failure: unknown) => {
      const outcome = outcomeOfActionFailure(failure, typedEmail);
      if (outcome.kind === 'dead') setState({status: 'failure'});
      else if (outcome.kind === 'otherEmail') setFieldError(UI_TEXT.linkOtherEmail);
      else setError(outcome.message);
    });
  }, []);

  const perform = useCallback(
    (step: Step, typedEmail = false) => {
      setBusy(true);
      setError(null);
      void settle(store.client().then(step), typedEmail).finally(() => setBusy(false));
    },
    [store, settle],
  );

  const completeLinkSignIn = useCallback(
    async (client: AuthClient, email: string): Promise<ActionState> => {
      await client.signInWithLink(email, window.location.href);
      forgetPendingEmail(window.localStorage);
      await store.completeSignIn(client);
      const target = safeRedirectPath(params.signInSuccessUrl ?? params.continueUrl, window.location.origin);
      // The gate shows the success message, then takes the reader on.
      history.replace(loginUrl(target));
      return {status: 'working'};
    },
    [store, history, params.signInSuccessUrl, params.continueUrl],
  );

  useEffect(() => {
    if (missingCode) return;
    const check: Step = async (client) => {
      switch (mode) {
        case 'resetPassword':
          return {status: 'newPassword', email: await client.verifyPasswordResetCode(code)};
        case 'recoverEmail':
        case 'verifyEmail':
        case 'verifyAndChangeEmail':
        case 'revertSecondFactorAddition': {
          const info = await client.checkActionCode(code);
          await client.applyActionCode(code);
          return {status: 'success', email: info.data.email ?? null};
        }
        case 'signIn': {
          if (!client.isSignInLink(window.location.href)) return {status: 'failure'};
          const pending = readPendingEmail(window.localStorage);
          if (pending) return completeLinkSignIn(client, pending);
          // Another browser: a used or expired link must say so before asking for an address it could never accept.
          await client.checkActionCode(code);
          return {status: 'askEmail'};
        }
      }
    };
    void settle(store.client().then(check));
  }, [mode, code, missingCode, attempt, store, settle, completeLinkSignIn]);

  return {
    state: missingCode ? {status: 'failure'} : state,
    busy,
    error,
    fieldError,
    resetSent,
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
    submitNewPassword: (password) => {
      const problem = validateNewPassword(password);
      setFieldError(problem);
      if (problem || state.status !== 'newPassword') return;
      const {email} = state;
      perform(async (client) => {
        await client.confirmPasswordReset(code, password);
        return {status: 'success', email};
      });
    },
    submitEmail: (value) => {
      const email = value.trim();
      const problem = validateEmail(email);
      setFieldError(problem);
      if (!problem) perform((client) => completeLinkSignIn(client, email), true);
    },
    resetRestoredPassword: () => {
      if (state.status !== 'success' || !state.email) return;
      const {email} = state;
      setBusy(true);
      setError(null);
      store
        .client()
        .then((client) => client.sendPasswordReset(email))
        .then(
          () => setResetSent(true),
          (failure: unknown) => setError(outcomeOfResetFailure(failure).message),
        )
        .finally(() => setBusy(false));
    },
  };
}
