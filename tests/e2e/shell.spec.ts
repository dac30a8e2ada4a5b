import {test, expect, untilHydrated} from './fixtures';

const A_DOC = '/docs/intro';

test('the home page shows the title and tagline', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1, name: 'Projects'})).toBeVisible();
  await expect(page.getByText('Learning is cool', {exact: true})).toBeVisible();
  const main = page.locator('main, header').filter({hasText: 'Learning is cool'}).first();
  await expect(main.getByRole('link', {name: 'Browse the programmes'})).toHaveAttribute('href', '/docs');
  await expect(main.getByRole('link', {name: 'Read the blog'})).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', {name: /Ethical hacking/})).toBeVisible();
});

test('dark mode is the default and the toggle survives a reload', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto(A_DOC);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await untilHydrated(page);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('a colour mode change is picked up by another tab', async ({page, context}) => {
  await page.goto(A_DOC);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The other tab hears of the change through a storage event, which only its hydrated app listens to.
  await untilHydrated(other);
  await untilHydrated(page);

  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a dismissed announcement bar stays dismissed after a reload', async ({page}) => {
  await page.goto('/');
  const announcement = page.locator('.theme-announcement-bar');
  await expect(announcement).toBeVisible();
  await untilHydrated(page);

  await announcement.getByRole('button', {name: 'Close'}).click();
  await expect(announcement).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', {level: 1, name: 'Projects'})).toBeVisible();
  await expect(announcement).toHaveCount(0);
});

test('a changed announcement id shows the bar again', async ({page}) => {
  await page.goto('/');
  await untilHydrated(page);
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  // Pretend an older bar was dismissed: the stored id no longer matches the configured one.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('docusaurus.announcement.id')) localStorage.setItem(key, 'an-older-announcement');
    }
  });
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  await expect(page.locator('.theme-announcement-bar')).toContainText('See all programmes');
});

test.describe('at 800 px width', () => {
  test.use({viewport: {width: 800, height: 900}});

  test('the hamburger opens the sidebar and back-to-main-menu works', async ({page}) => {
    await page.goto(A_DOC);
    const desktopLinks = page.locator('.navbar__items .navbar__link', {hasText: 'Blog'});
    await expect(desktopLinks).toBeHidden();

    await untilHydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a doc, the mobile sidebar opens on the docs sidebar first.
    await expect(sidebar.getByRole('link', {name: 'How to use this site'})).toBeVisible();

    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'Blog'})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Hands-on'})).toBeVisible();

    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });

  test('the menu is drawn when the reader goes for its button, not with the page; the keyboard opens it too', async ({
    page,
  }) => {
    await page.goto(A_DOC);
    await untilHydrated(page);
    // src/theme/Navbar/MobileSidebar: nothing of the menu until then, neither the navbar's links nor the docs sidebar.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'How to use this site'})).toBeVisible();
  });
});

test('a route with spaces and accents loads', async ({page}) => {
  await page.goto('/blog/Ingeniería de Datos con Airflow');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Airflow');
  await expect(page.locator('article')).toContainText('DAG');
  // The site's locale is English; the post's Spanish content says so for screen readers.
  await expect(page.locator('article [lang="es"]')).toContainText('Airflow');
});

test('search finds a word from a public doc', async ({page}) => {
  await page.goto('/');
  await untilHydrated(page);
  const box = page.getByRole('searchbox', {name: 'Search'}).or(page.getByLabel('Search', {exact: true}));
  await box.first().fill('Databricks');
  const suggestion = page.locator('[role="option"]', {hasText: 'Azure end-to-end project'}).first();
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/docs\/azure-e2e/);
});

test('the navbar logo has its size in the HTML, so nothing moves when it loads', async ({page}) => {
  await page.goto('/');
  await untilHydrated(page);
  // One image a colour mode in the served HTML; once hydrated, the reader's alone.
  const logos = page.locator('.navbar__logo img');
  await expect(logos.first()).toBeVisible();
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('width', '32');
    await expect(logo).toHaveAttribute('height', '32');
  }
});
