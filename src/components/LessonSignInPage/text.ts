export const LESSON_SIGN_IN_PAGE = {
  title: 'Sign in to read this lesson',
  description: 'This lesson is part of the course programmes for signed-in learners. Sign in to read it.',
} as const;
