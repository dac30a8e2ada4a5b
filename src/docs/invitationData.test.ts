import {describe, expect, it} from 'vitest';
import {invitationData} from './invitationData';

const doc = (permalink: string, sourceDirName: string, file: string, title: string, description: string) => ({
  permalink,
  title,
  description,
  sourceDirName,
  source: `@site/.public-docs/${sourceDirName === '.' ? '' : `${sourceDirName}/`}${file}`,
});

describe('invitationData', () => {
  it('lists every protected page’s title, and the summary of programme and module pages only', () => {
    const docs = [
      doc('/docs/intro', '.', 'intro.md', 'How to use this site', 'Public.'),
      doc('/docs/Programs/Es/Machine Learning/', 'Programs/Es/Machine Learning', 'index.md', 'Machine Learning', 'Programa.'),
      doc('/docs/Programs/Es/Machine Learning/b1/que-es', 'Programs/Es/Machine Learning/b1', '01-que-es.md', '¿Qué es?', 'Sign in to read this lesson.'),
      doc('/docs/Programs/En/DevOps/', 'Programs/En/DevOps', 'DevOps.mdx', 'DevOps', 'Ship it.'),
    ];
    expect(invitationData(docs)).toEqual({
      titles: {
        '/docs/Programs/Es/Machine Learning/': 'Machine Learning',
        '/docs/Programs/Es/Machine Learning/b1/que-es': '¿Qué es?',
        '/docs/Programs/En/DevOps/': 'DevOps',
      },
      summaries: {'/docs/Programs/Es/Machine Learning/': 'Programa.', '/docs/Programs/En/DevOps/': 'Ship it.'},
    });
  });
});
