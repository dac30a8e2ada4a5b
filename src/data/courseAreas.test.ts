import {describe, expect, it} from 'vitest';
import {COURSE_AREAS} from './courseAreas';

// The specification lists these course areas; the home page shows one card each.
const SPEC_AREAS = [
  'Data engineering',
  'Machine learning',
  'MLOps',
  'DevOps',
  'SQL',
  'Python',
  'Spark',
  'dbt',
  'Azure',
  'Ethical hacking',
];

describe('COURSE_AREAS', () => {
  it.each(SPEC_AREAS)('has a card for %s', (title) => {
    expect(COURSE_AREAS.map((area) => area.title)).toContain(title);
  });

  it('links every card to a site path', () => {
    for (const area of COURSE_AREAS) expect(area.to).toMatch(/^\/(docs|blog)\//);
  });

  it('has no duplicate cards', () => {
    expect(new Set(COURSE_AREAS.map((area) => area.title)).size).toBe(COURSE_AREAS.length);
  });
});
