import type {PrismTheme} from 'prism-react-renderer';

type Mode = 'light' | 'dark';

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const declarations = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([property, value]) => `${kebab(property)}:${String(value)}`)
    .join(';');

// Without scripts the theme's inline script never sets data-theme and the page
// is in Infima's light colours, so the light rules apply unless dark is set.
const SCOPE: Record<Mode, string> = {light: ":root:not([data-theme='dark'])", dark: "[data-theme='dark']"};

function modeCss(mode: Mode, theme: PrismTheme): string {
  const scope = SCOPE[mode];
  // !important beats the inline variables Docusaurus writes from the colour
  // mode the page was built with, so a reader in the other mode never sees
  // the wrong background before the page has hydrated.
  const plain = [
    theme.plain.color && `--prism-color:${theme.plain.color} !important`,
    theme.plain.backgroundColor && `--prism-background-color:${theme.plain.backgroundColor} !important`,
  ].filter(Boolean);
  const rules = [`${scope} .theme-code-block{${plain.join(';')}}`];
  for (const {types, languages, style} of theme.styles) {
    const body = declarations(style as Record<string, unknown>);
    if (body === '') continue;
    const within = languages ? languages.map((language) => ` .language-${language}`) : [''];
    const selectors = within.flatMap((prefix) => types.map((type) => `${scope}${prefix} .token.${type}`));
    rules.push(`${selectors.join(',')}{${body}}`);
  }
  return rules.join('\n');
}

/**
 * The Prism themes as class rules: code is highlighted into `token <type>`
 * spans at build time, the same markup for both colour modes, and these rules
 * colour it for the mode the reader has. (prism-react-renderer writes each
 * token's colour inline instead, which fixes the mode into the HTML.) When a
 * token has several types, the rule that comes later in the theme wins.
 */
export function themeCss(themes: Record<Mode, PrismTheme>): string {
  return `${modeCss('light', themes.light)}\n${modeCss('dark', themes.dark)}\n`;
}
