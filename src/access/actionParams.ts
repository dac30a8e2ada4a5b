/** The widget modes an action link or a redirect can ask for with `?mode=`. */
export const ACTION_MODES = [
  'callback',
  'recoverEmail',
  'resetPassword',
  'revertSecondFactorAddition',
  'select',
  'signIn',
  'verifyAndChangeEmail',
  'verifyEmail',
] as const;

export type ActionMode = (typeof ACTION_MODES)[number];

export type ActionParams = {
  /** A known mode, or null when the query asks for none (or for an unknown one). */
  readonly mode: ActionMode | null;
  /** The `mode` value as given, so an unknown one can be reported. */
  readonly rawMode: string | null;
  readonly oobCode: string | null;
  readonly continueUrl: string | null;
  readonly signInSuccessUrl: string | null;
};

function isActionMode(value: string | null): value is ActionMode {
  return (ACTION_MODES as readonly string[]).includes(value ?? '');
}

/** Reads the widget's query parameters; never throws, whatever the query holds. */
export function readActionParams(search: string): ActionParams {
  const query = new URLSearchParams(search);
  const rawMode = query.get('mode');
  return {
    mode: isActionMode(rawMode) ? rawMode : null,
    rawMode,
    oobCode: query.get('oobCode'),
    continueUrl: query.get('continueUrl'),
    signInSuccessUrl: query.get('signInSuccessUrl') ?? query.get('next'),
  };
}
