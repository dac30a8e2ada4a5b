/**
 * The progress client, in the full build only (src/progress/plugin.ts): after
 * each page has rendered it makes one request (a lesson: "visited", which
 * answers with the summary; any other page: the summary) and fills the slots
 * the page reserved (components/ProgressSlot), so nothing moves. Marks go
 * through a queue in localStorage: a click survives a lost connection, a
 * closed tab or a server restart, and is sent again until the server has it.
 * Plain DOM, no React: every byte here is on every page.
 */
import type {ClientModule} from '@docusaurus/types';
import {pagePath} from './lessonId';
import {PROGRESS_TEXT as T, doneOf} from './messages';
import type {Summary} from './summary';

/**
 * A queued request: a mark (its fields are the body it sends to /marks), or
 * another (an exercise solved: ./solved.ts), which names its path and body.
 */
type Queued = {eventId: string; lessonId?: string; done?: boolean; at?: string; path?: string; body?: object};

const QUEUE = 'progress-queue';
const RETRY_MS = 10_000;
const $ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];
const el = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};
export const queued = (): Queued[] => JSON.parse(localStorage.getItem(QUEUE) ?? '[]') as Queued[];
export const keep = (marks: Queued[]) => localStorage.setItem(QUEUE, JSON.stringify(marks));

let summary: Summary | null = null;
/** Whether the last summary request failed: the slots then say progress is unavailable. */
let down = false;
let status = '';
let flushing: Promise<void> | null = null;
/** Ids of the requests the server refused for good, dropped from the queue (solved.ts tells them from sent ones). */
export const refused: string[] = [];

/** Throws the HTTP status, or the network error. */
async function call<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(
    `/api/progress${path}`,
    body ? {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)} : {},
  );
  if (!response.ok) throw response.status;
  return response.json() as Promise<T>;
}

/** The lesson's progress id, as its "Mark as done" slot carries it; none on a page that is no lesson. */
/** The links to lessons that get a done mark, in sidebars and cards. */
const LINKS = '.menu__link[href], a.card[href]';

const pageLesson = () => $('[data-progress=mark]')[0]?.dataset.lesson;

const isDone = (path: string) => {
  const lesson = pageLesson();
  const pending = queued()
    .filter((mark) => mark.lessonId === lesson)
    .pop();
  return pending && path === pagePath(location.pathname) ? pending.done : Boolean(summary?.done.includes(path));
};

function render(): void {
  const path = pagePath(location.pathname);
  for (const link of $(LINKS))
    link.toggleAttribute('data-done', isDone(pagePath((link as HTMLAnchorElement).pathname)));
  for (const slot of $('[data-progress]')) {
    if (!summary) {
      slot.replaceChildren(status || (down ? T.unavailable : ''));
      continue;
    }
    const kind = slot.dataset.progress;
    const count = summary.groups[slot.dataset.group ?? ''];
    if (kind === 'mark') {
      const done = isDone(path);
      const button = el('button', {
        className: 'button button--sm button--outline button--primary',
        textContent: done ? T.markUndone : T.markDone,
        ariaPressed: String(done),
        onclick: () => mark(slot.dataset.lesson!, !done),
      });
      slot.replaceChildren(button, el('span', {role: 'status', textContent: status}));
    } else if (kind === 'continue') {
      const resume = summary.continue;
      const link = (to: {path: string; title: string}) => el('a', {href: to.path, textContent: to.title});
      slot.replaceChildren(
        el('strong', {textContent: T.continueHeading}),
        el(
          'span',
          {},
          ...(resume
            ? [link(resume.last), ...(resume.next ? [` · ${T.next} `, link(resume.next)] : [])]
            : [T.continueNone]),
        ),
        el('a', {href: '/learning', textContent: T.myLearning}),
      );
    } else if (count) {
      const [done, total] = count;
      const text = doneOf(done, total);
      slot.replaceChildren(el('span', {textContent: text}), el('progress', {max: total, value: done, ariaLabel: text}));
    }
  }
}

function show(next: Summary | null, text = status): void {
  if (next) [summary, down] = [next, false];
  status = text;
  render();
}

/**
 * Sends the queue in order, the head until it is empty (so a request queued
 * meanwhile goes too); a refused one (4xx but 401) is dropped, a failure waits
 * for a retry. A mark answers `{summary}`, an exercise the summary itself.
 */
export function flush(): Promise<void> {
  return (flushing ??= (async () => {
    for (let mark; (mark = queued()[0]);) {
      const {eventId, path = '/marks', body = mark} = mark;
      try {
        const answer = await call<Summary & {summary?: Summary}>(path, body);
        show(answer.summary ?? answer, T.saved);
      } catch (error) {
        if (typeof error !== 'number' || error >= 500 || error === 401) {
          show(null, T.willRetry);
          setTimeout(() => void flush(), RETRY_MS);
          return;
        }
        refused.push(eventId);
      }
      keep(queued().filter((other) => other.eventId !== eventId));
    }
  })().finally(() => (flushing = null)));
}

function mark(lessonId: string, done: boolean): void {
  keep([...queued(), {eventId: crypto.randomUUID(), lessonId, done, at: new Date().toISOString()}]);
  show(null, T.saving);
  void flush();
}

// Client modules also run in the build's server-side rendering, where there is no window.
if (typeof window !== 'undefined') addEventListener('online', () => void flush());

const client: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A page with nothing to fill (the sign-out page, a blog post) asks nothing: on the sign-out page the request
    // would race the sign-out that ends the session.
    if (location.pathname === previousLocation?.pathname || !$(`[data-progress], ${LINKS}`).length) return;
    const lessonId = pageLesson();
    status = '';
    render();
    (lessonId ? call<Summary>('/visits', {lessonId}) : call<Summary>('')).then(show, () => {
      down = true;
      show(null);
    });
    // Whatever is still queued (an empty queue sends nothing).
    void flush();
  },
};

export default client;
