/** The navbar item type that renders 'Login' or 'Logout'. */
export const AUTH_NAVBAR_ITEM_TYPE = 'custom-auth';

export const AUTH_NAVBAR_LABELS = {
  signedOut: 'Login',
  signedIn: 'Logout',
} as const;

/** The version dropdown's button reads "Version: Next"; its menu opens with this heading. */
export const VERSION_DROPDOWN = {
  label: 'Version',
  menuHeading: 'Docs versions',
} as const;

type NavbarItemLike = {readonly type?: string; readonly label?: string};

function labelsOf(item: NavbarItemLike): string[] {
  if (item.type === AUTH_NAVBAR_ITEM_TYPE) return Object.values(AUTH_NAVBAR_LABELS);
  return item.label === undefined ? [] : [item.label];
}

/**
 * Adds the auth item once and removes items whose label repeats one already
 * shown (the auth item counts as both of its labels), so the navbar never
 * offers two 'Login' links, however the config grows.
 */
export function withAuthNavbarItem<T extends NavbarItemLike>(items: readonly T[], authItem: T): T[] {
  const seen = new Set<string>();
  const kept: T[] = [];
  for (const item of [authItem, ...items]) {
    if (item.type === AUTH_NAVBAR_ITEM_TYPE && kept.some((k) => k.type === AUTH_NAVBAR_ITEM_TYPE)) continue;
    const labels = labelsOf(item);
    if (labels.some((label) => seen.has(label))) continue;
    labels.forEach((label) => seen.add(label));
    kept.push(item);
  }
  // The auth item goes where the config would have put it: last.
  return [...kept.slice(1), authItem];
}
