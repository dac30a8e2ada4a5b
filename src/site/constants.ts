/** Public repository of the course; the navbar and footer link to it. */
export const GITHUB_URL = 'https://github.com/projects-learning/projects';

/**
 * Path prefixes reserved for signed-in learners. They match whole path
 * segments, so `/docs/Programs` covers `/docs/Programs/En/...` but not
 * `/docs/ProgramsExtra`.
 */
export const PROTECTED_PATHS: readonly string[] = ['/docs/Programs'];
