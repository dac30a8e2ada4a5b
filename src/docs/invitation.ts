/**
 * What the public build shows a visitor on a protected page instead of the
 * lesson (src/components/LessonSignInPage): its title, where it sits and
 * what surrounds it, from what is public anyway (the sidebar's titles, the
 * programmes' and modules' summaries), and never a lesson's body,
 * description or headings.
 */

/** A sidebar item as the docs theme hands it to pages. */
export type SidebarEntry = {
  readonly type: string;
  readonly label?: string;
  readonly href?: string;
  /** Set on links to docs. */
  readonly docId?: string;
  readonly description?: string;
  readonly items?: readonly SidebarEntry[];
};

/** The data the invitation route carries, written by the build (invitationData.ts). */
export type InvitationData = {
  /** Each protected page's title, by permalink: the sidebar may show a shorter label. */
  readonly titles: Readonly<Record<string, string>>;
  /** The own summary (description) of each programme's and module's page, by permalink. */
  readonly summaries: Readonly<Record<string, string>>;
};

export type OutlineEntry = {
  readonly label: string;
  readonly href: string;
  /** How many lessons a part or module holds; null for a lesson. */
  readonly lessons: number | null;
  /** The page being shown. */
  readonly current: boolean;
};

export type Invitation = {
  /** A lesson, or the page of a programme or module (a landing). */
  readonly kind: 'lesson' | 'landing';
  readonly title: string;
  readonly permalink: string;
  /** A landing's own summary: what the visitor will build. */
  readonly summary: string | null;
  /** The programme the page belongs to, unless the page is the programme's own. */
  readonly programme: {readonly label: string; readonly href: string; readonly summary: string | null} | null;
  /** A landing's contents, or the lessons of the part (or module) a lesson is in. */
  readonly outline: {readonly label: string; readonly entries: readonly OutlineEntry[]};
  /** The lessons in the outline, at any depth. */
  readonly lessons: number;
  /** Whether the landing is a programme's (its parts are modules). */
  readonly isProgramme: boolean;
};

const isCategory = (entry: SidebarEntry) => entry.type === 'category';
const isLesson = (entry: SidebarEntry) => entry.type === 'link' && entry.docId !== undefined && entry.href !== undefined;

/** The lessons inside a category, at any depth. */
export function lessonsIn(category: SidebarEntry): number {
  return (category.items ?? []).reduce((sum, item) => sum + (isLesson(item) ? 1 : isCategory(item) ? lessonsIn(item) : 0), 0);
}

/** Where a reader lands from an entry: its own page, or else the first page inside it. */
function landingOf(entry: SidebarEntry): string | null {
  if (entry.href !== undefined) return entry.href;
  for (const item of entry.items ?? []) {
    const href = landingOf(item);
    if (href !== null) return href;
  }
  return null;
}

function outlineOf(category: SidebarEntry, current: SidebarEntry): OutlineEntry[] {
  return (category.items ?? []).flatMap((item): OutlineEntry[] => {
    const href = isLesson(item) || isCategory(item) ? landingOf(item) : null;
    if (href === null) return [];
    return [{label: item.label ?? href, href, lessons: isCategory(item) ? lessonsIn(item) : null, current: item === current}];
  });
}

/**
 * The invitation for the page at the end of `chain`, the sidebar's path to
 * it (its breadcrumbs: the top category, the programme, the module...), or
 * null for a page the sidebar does not hold.
 */
export function invitationFor(chain: readonly SidebarEntry[], data: InvitationData): Invitation | null {
  const page = chain.at(-1);
  if (page?.href === undefined || (!isLesson(page) && !isCategory(page))) return null;
  const kind = isCategory(page) ? 'landing' : 'lesson';
  const programmeEntry = chain.length >= 2 && chain[1] !== page ? chain[1]! : null;
  const programmeHref = programmeEntry ? landingOf(programmeEntry) : null;
  const container = kind === 'landing' ? page : chain.at(-2);
  return {
    kind,
    title: data.titles[page.href] ?? page.label ?? page.href,
    permalink: page.href,
    summary: kind === 'landing' ? (data.summaries[page.href] ?? page.description ?? null) : null,
    programme:
      programmeEntry && programmeHref !== null
        ? {
            label: programmeEntry.label ?? programmeHref,
            href: programmeHref,
            summary: (programmeEntry.href !== undefined ? data.summaries[programmeEntry.href] : undefined) ?? programmeEntry.description ?? null,
          }
        : null,
    outline:
      container && isCategory(container)
        ? {label: container.label ?? '', entries: outlineOf(container, page)}
        : {label: '', entries: []},
    lessons: container && isCategory(container) ? lessonsIn(container) : 0,
    isProgramme: kind === 'landing' && chain.length === 2,
  };
}
