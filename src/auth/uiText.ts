/** What the gate itself shows; kept apart so the page bundle carries only these. */
export const GATE_TEXT = {
  loader: 'Checking your sign-in…',
  needsJavaScript: 'Signing in needs JavaScript. Turn it on in your browser, then reload this page.',
  signedIn: 'You are signed in.',
  confirmSignOutTitle: 'Sign out?',
  confirmSignOut: 'Another site sent you here to sign you out of Projects. Sign out only if you meant to.',
  stayHere: 'Stay signed in',
  signOutFailedTitle: 'You are still signed in',
  signOutFailed: 'Signing out needs the sign-in service, and it did not answer. Your session stays active until it does: this page keeps trying, or try again now.',
  tryAgain: 'Try again',
} as const;

/** Headings, labels and notices of the sign-in widget; tests assert on these same constants. */
export const UI_TEXT = {
  signInTitle: 'Sign in',
  signInIntro: 'The course programmes are for signed-in learners. Sign in or create an account with your email.',
  emailLabel: 'Email',
  next: 'Next',
  emailLinkButton: 'Email me a sign-in link',
  passwordTitle: 'Welcome back',
  passwordLabel: 'Password',
  signInButton: 'Sign in',
  troubleSigningIn: 'Trouble signing in?',
  signUpTitle: 'Create your account',
  nameLabel: 'First and last name',
  newPasswordLabel: 'Choose a password',
  createAccount: 'Create account',
  cancel: 'Cancel',
  back: 'Back',
  recoverTitle: 'Recover your password',
  recoverIntro: 'We will email you a link to choose a new password.',
  send: 'Send',
  recoverSentTitle: 'Check your email',
  recoverSent: (email: string) => `We sent a link to ${email}. Follow it to choose a new password.`,
  done: 'Done',
  linkSentTitle: 'Sign-in email sent',
  linkSent: (email: string) => `A sign-in link was sent to ${email}. Check your inbox and open the link to finish signing in.`,
  linkResend: 'Send the link again',
  linkConfirmTitle: 'Confirm your email',
  linkConfirmIntro: 'You opened the sign-in link on a different device or browser. Enter the email it was sent to.',
  linkOtherEmail: 'This sign-in link was sent to a different email address. Enter the address it was sent to.',
  working: 'Working…',
  notAuthorizedTitle: 'Not authorized',
  notAuthorized: 'This account is not allowed to sign in to this site. If you think it should be, contact the course team.',
  goHome: 'Go to the home page',
  continue: 'Continue',
  unknownMode: 'This link is not one the site recognises. Sign in below.',
} as const;

/** The outcome screens of each action-link mode. */
export const ACTION_TEXT = {
  resetPassword: {
    formTitle: 'Choose a new password',
    save: 'Save',
    successTitle: 'Password changed',
    success: 'You can now sign in with your new password.',
    failureTitle: 'Try resetting your password again',
    failure: 'Your request to reset your password has expired, or the link has already been used.',
    newLink: 'Send me a new link',
  },
  verifyEmail: {
    successTitle: 'Your email is verified',
    success: 'You can now sign in with your account.',
    failureTitle: 'Try verifying your email again',
    failure: 'Your request to verify your email has expired, or the link has already been used.',
  },
  verifyAndChangeEmail: {
    successTitle: 'Your email is verified and changed',
    success: 'You can now sign in with your new email.',
    failureTitle: 'Try changing your email again',
    failure: 'Your request to verify and change your email has expired, or the link has already been used.',
  },
  recoverEmail: {
    successTitle: 'Email address restored',
    success: (email: string) =>
      `Your sign-in email is ${email} again. If you did not ask for the change, someone may have access to your account: change your password now.`,
    resetPassword: 'Change my password',
    resetSent: (email: string) => `We sent a link to ${email} to choose a new password.`,
    failureTitle: 'Your email could not be restored',
    failure: 'The request to restore your sign-in email has expired, or the link has already been used.',
  },
  revertSecondFactorAddition: {
    successTitle: 'Second factor removed',
    success: 'The second factor recently added to your account was removed. If you did not add it, change your password now.',
    failureTitle: 'The second factor could not be removed',
    failure: 'The request to remove the second factor has expired, or the link has already been used.',
  },
  signIn: {
    failureTitle: 'Try signing in again',
    failure: 'This sign-in link has expired, or it has already been used.',
  },
} as const;
