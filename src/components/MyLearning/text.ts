/** The "My learning" page's texts; the browser tests read them from here. */
export const MY_LEARNING_TEXT = {
  title: 'My learning',
  intro: 'Your progress in each programme. Only you can see it.',
  loading: 'Loading your progress…',
  empty: 'No programme yet.',
  lastActivity: 'Last activity',
  never: 'never',
  exercises: 'Exercises solved',
  download: 'Download my data (JSON)',
  delete: 'Delete my data',
  confirmQuestion: 'Delete every lesson mark, visit and exercise we keep for you? This cannot be undone.',
  confirm: 'Yes, delete everything',
  cancel: 'Cancel',
  deleted: 'Your progress data has been deleted.',
  deleteFailed: 'Your data could not be deleted just now. Nothing was changed; try again.',
} as const;
