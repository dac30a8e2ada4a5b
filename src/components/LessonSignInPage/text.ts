/** The sign-in invitation's own words; the widget inside it has its own (src/auth/uiText.ts). */
export const LESSON_SIGN_IN_PAGE = {
  /** A lesson's page description: never the lesson's own. */
  description: 'This lesson is part of the course programmes for signed-in learners. Sign in to read it.',
  /** Above the widget on a programme's or module's page. */
  signInToStart: 'Sign in to start',
  partOf: 'Part of',
  contentsTitle: 'What’s inside',
  lessons: (count: number) => (count === 1 ? '1 lesson' : `${count} lessons`),
  /** "12 lessons in 3 modules": the landing's size. */
  lessonsIn: (lessons: number, sections: number, isProgramme: boolean) =>
    `${LESSON_SIGN_IN_PAGE.lessons(lessons)} in ${sections} ${isProgramme ? 'module' : 'part'}${sections === 1 ? '' : 's'}`,
} as const;
