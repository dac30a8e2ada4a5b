import {useCallback, useState} from 'react';
import {
  outcomeOfFailure,
  outcomeOfResetFailure,
  screenAfterLookup,
  screenAfterSignUpError,
  type FailureOutcome,
  type FlowScreen,
} from '../flow';
import {rememberPendingEmail} from '../pendingEmail';
import {validateEmail, validateName, validateNewPassword, validateSignInPassword} from '../validators';
import type {AuthClient} from '../firebaseClient';
import {useAuthStore} from './AuthProvider';

export type FieldName = 'email' | 'password' | 'name';
export type FieldErrors = Partial<Record<FieldName, string>>;

export type SignInFlow = {
  readonly screen: FlowScreen;
  readonly busy: boolean;
  /** A message about the last call, announced to assistive technology. */
  readonly error: string | null;
  readonly fieldErrors: FieldErrors;
  readonly submitEmail: (email: string) => void;
  readonly sendLink: (email: string) => void;
  readonly submitPassword: (password: string) => void;
  readonly submitSignUp: (name: string, password: string) => void;
  readonly startRecover: () => void;
  readonly submitRecover: (email: string) => void;
  readonly restart: () => void;
};

function onlyErrors(errors: Record<FieldName, string | null>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== null)) as FieldErrors;
}

/**
 * The e-mail sign-in flow's actions. Each validates its input first, then
 * calls the identity service; a failure leaves the reader on the same step
 * with what they typed, and a message saying what went wrong. `start` is the
 * first step: the e-mail step, or the password recovery a dead reset link
 * offers.
 */
export function useSignInFlow(linkTargetUrl: () => string, start: FlowScreen = {name: 'email'}): SignInFlow {
  const store = useAuthStore();
  const [screen, setScreen] = useState<FlowScreen>(start);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const run = useCallback(
    (
      errors: FieldErrors,
      call: (client: AuthClient) => Promise<FlowScreen | null>,
      onFailure: (error: unknown) => FailureOutcome = outcomeOfFailure,
    ) => {
      setFieldErrors(errors);
      setError(null);
      if (Object.keys(errors).length > 0) return;
      setBusy(true);
      store
        .client()
        .then(call)
        .then(
          (next) => {
            if (next) setScreen(next);
          },
          (failure: unknown) => {
            const outcome = onFailure(failure);
            if (outcome.screen) setScreen(outcome.screen);
            setError(outcome.message);
          },
        )
        .finally(() => setBusy(false));
    },
    [store],
  );

  const email = 'email' in screen ? screen.email : '';

  return {
    screen,
    busy,
    error,
    fieldErrors,
    submitEmail: (value) => {
      const address = value.trim();
      run(onlyErrors({email: validateEmail(address), password: null, name: null}), async (client) =>
        screenAfterLookup(address, await client.signInMethodsFor(address)),
      );
    },
    sendLink: (value) => {
      const address = value.trim();
      run(onlyErrors({email: validateEmail(address), password: null, name: null}), async (client) => {
        await client.sendSignInLink(address, linkTargetUrl());
        rememberPendingEmail(window.localStorage, address);
        return {name: 'linkSent', email: address};
      });
    },
    submitPassword: (password) =>
      run(onlyErrors({email: null, password: validateSignInPassword(password), name: null}), async (client) => {
        await client.signInWithPassword(email, password);
        await store.completeSignIn(client);
        return null;
      }),
    submitSignUp: (name, password) =>
      run(
        onlyErrors({email: null, name: validateName(name), password: validateNewPassword(password)}),
        async (client) => {
          await client.createAccount(name.trim(), email, password);
          await store.completeSignIn(client);
          return null;
        },
        (failure) => screenAfterSignUpError(email, failure),
      ),
    startRecover: () => {
      setError(null);
      setFieldErrors({});
      setScreen({name: 'recover', email});
    },
    submitRecover: (value) => {
      const address = value.trim();
      run(
        onlyErrors({email: validateEmail(address), password: null, name: null}),
        async (client) => {
          await client.sendPasswordReset(address);
          return {name: 'recoverSent', email: address};
        },
        outcomeOfResetFailure,
      );
    },
    restart: () => {
      setError(null);
      setFieldErrors({});
      setScreen({name: 'email'});
    },
  };
}
