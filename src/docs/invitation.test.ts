import {describe, expect, it} from 'vitest';
import {invitationFor, lessonsIn, type InvitationData, type SidebarEntry} from './invitation';

const lesson = (href: string, label: string): SidebarEntry => ({type: 'link', href, label, docId: 'doc'});
const M1 = '/docs/Programs/En/DE/Module-1/';
const why = lesson('/docs/Programs/En/DE/Module-1/docker/why', 'Why containers');
const images = lesson('/docs/Programs/En/DE/Module-1/docker/images', 'Images');
const compose = lesson('/docs/Programs/En/DE/Module-1/compose/intro', 'Compose');
const docker: SidebarEntry = {type: 'category', label: 'Part 1: Docker', items: [why, images]};
const composePart: SidebarEntry = {type: 'category', label: 'Part 2: Compose', items: [compose, {type: 'html', label: 'note'}]};
const module1: SidebarEntry = {type: 'category', label: 'Module 1', href: M1, items: [docker, composePart]};
const module2: SidebarEntry = {
  type: 'category',
  label: 'Module 2',
  href: '/docs/Programs/En/DE/Module-2/',
  items: [lesson('/docs/Programs/En/DE/Module-2/a', 'A')],
};
const programme: SidebarEntry = {
  type: 'category',
  label: 'Data Engineering Projects',
  description: 'Containers, cloud and orchestration.',
  items: [module1, module2],
};
const spanish: SidebarEntry = {
  type: 'category',
  label: 'Machine Learning',
  href: '/docs/Programs/Es/Machine Learning/',
  description: 'The card text.',
  items: [{type: 'category', label: 'Bloque 1', items: [lesson('/docs/Programs/Es/Machine Learning/b1/que-es', '¿Qué es?')]}],
};
const top: SidebarEntry = {type: 'category', label: 'Programmes', href: '/docs/', items: [programme, spanish]};

const data: InvitationData = {
  titles: {[why.href!]: 'Why containers? The problem they solve', [M1]: 'Module 1: Containers and the cloud'},
  summaries: {[M1]: 'Run Postgres in Docker and load a year of taxi trips.', '/docs/Programs/Es/Machine Learning/': 'Programa de machine learning.'},
};

describe('lessonsIn', () => {
  it('counts the lessons at any depth, and nothing else', () => {
    expect([lessonsIn(top), lessonsIn(programme), lessonsIn(module1), lessonsIn(composePart)]).toEqual([5, 4, 3, 1]);
  });
});

describe('invitationFor', () => {
  it('shows a lesson by its title, with its programme’s summary and its part’s lessons, itself marked', () => {
    expect(invitationFor([top, programme, module1, docker, why], data)).toEqual({
      kind: 'lesson',
      title: 'Why containers? The problem they solve',
      permalink: why.href,
      summary: null,
      programme: {label: 'Data Engineering Projects', href: M1, summary: 'Containers, cloud and orchestration.'},
      outline: {
        label: 'Part 1: Docker',
        entries: [
          {label: 'Why containers', href: why.href, lessons: null, current: true},
          {label: 'Images', href: images.href, lessons: null, current: false},
        ],
      },
      lessons: 2,
      isProgramme: false,
    });
  });

  it('falls back to the sidebar’s label for a title the build did not list', () => {
    expect(invitationFor([top, programme, module1, docker, images], data)?.title).toBe('Images');
  });

  it('shows a module’s page as a landing: its summary, its parts with their lessons, and its programme', () => {
    expect(invitationFor([top, programme, module1], data)).toEqual({
      kind: 'landing',
      title: 'Module 1: Containers and the cloud',
      permalink: M1,
      summary: 'Run Postgres in Docker and load a year of taxi trips.',
      programme: {label: 'Data Engineering Projects', href: M1, summary: 'Containers, cloud and orchestration.'},
      outline: {
        label: 'Module 1',
        entries: [
          {label: 'Part 1: Docker', href: why.href, lessons: 2, current: false},
          {label: 'Part 2: Compose', href: compose.href, lessons: 1, current: false},
        ],
      },
      lessons: 3,
      isProgramme: false,
    });
  });

  it('shows a programme’s own page as a landing of modules, its summary from the build before the card’s', () => {
    const invitation = invitationFor([top, spanish], data);
    expect(invitation).toMatchObject({
      kind: 'landing',
      title: 'Machine Learning',
      summary: 'Programa de machine learning.',
      programme: null,
      lessons: 1,
      isProgramme: true,
    });
    expect(invitation?.outline.entries).toEqual([
      {label: 'Bloque 1', href: '/docs/Programs/Es/Machine Learning/b1/que-es', lessons: 1, current: false},
    ]);
  });

  it('takes a programme’s summary from its own page when it has one', () => {
    const [bloque] = spanish.items!;
    expect(invitationFor([top, spanish, bloque!, bloque!.items![0]!], data)?.programme).toEqual({
      label: 'Machine Learning',
      href: '/docs/Programs/Es/Machine Learning/',
      summary: 'Programa de machine learning.',
    });
  });

  it('has no invitation for a page the sidebar does not hold', () => {
    expect(invitationFor([], data)).toBeNull();
    expect(invitationFor([top, programme, docker], data)).toBeNull();
  });
});
