/**
 * The learner's edits of a page's blocks, kept in localStorage by page and
 * block so that they survive a reload. Storage may be disabled, full or
 * throwing (private modes, quotas): then edits last as long as the page, and
 * nothing else breaks.
 */
const PREFIX = 'sql-edit:';

export type EditStore = {
  read: (page: string, index: number) => string | null;
  /** Saves the text (or forgets it when it is null); false when the browser refused. */
  write: (page: string, index: number, text: string | null) => boolean;
};

export function editStore(storage: () => Storage): EditStore {
  const key = (page: string, index: number) => `${PREFIX}${page}#${index}`;
  return {
    read(page, index) {
      try {
        return storage().getItem(key(page, index));
      } catch {
        return null;
      }
    },
    write(page, index, text) {
      try {
        if (text === null) storage().removeItem(key(page, index));
        else storage().setItem(key(page, index), text);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export const edits = editStore(() => window.localStorage);
