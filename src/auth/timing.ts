/** How long an operation may run before the widget shows a spinner. */
export const SPINNER_DELAY_MS = 500;

/** How long the "signed in" message stays before the redirect. */
export const SUCCESS_MESSAGE_MS = 1000;

/** While the sign-in service cannot end a session, the sign-out page tries again this often. */
export const SIGN_OUT_RETRY_MS = 5000;
