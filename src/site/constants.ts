/** Public repository of the course; the navbar and footer link to it. */
export const GITHUB_URL = 'https://github.com/projects-learning/projects';
