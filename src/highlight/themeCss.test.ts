import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {themeCss} from './themeCss';

describe('themeCss', () => {
  const css = themeCss({
    light: {
      plain: {color: '#111111', backgroundColor: '#ffffff'},
      styles: [
        {types: ['comment', 'prolog'], style: {color: '#555555', fontStyle: 'italic'}},
        {types: ['tag'], languages: ['markup', 'jsx'], style: {color: '#0000aa'}},
        {types: ['empty'], style: {}},
      ],
    },
    dark: {plain: {color: '#eeeeee', backgroundColor: '#000000'}, styles: [{types: ['keyword'], style: {color: '#ff79c6'}}]},
  });

  it.each([
    [":root:not([data-theme='dark']) .theme-code-block{--prism-color:#111111 !important;--prism-background-color:#ffffff !important}"],
    [":root:not([data-theme='dark']) .token.comment,:root:not([data-theme='dark']) .token.prolog{color:#555555;font-style:italic}"],
    [":root:not([data-theme='dark']) .language-markup .token.tag,:root:not([data-theme='dark']) .language-jsx .token.tag{color:#0000aa}"],
    ["[data-theme='dark'] .theme-code-block{--prism-color:#eeeeee !important;--prism-background-color:#000000 !important}"],
    ["[data-theme='dark'] .token.keyword{color:#ff79c6}"],
  ])('has %s', (rule) => {
    expect(css.split('\n')).toContain(rule);
  });

  it('writes no rule without declarations', () => {
    expect(css).not.toContain('.token.empty');
  });

  it('covers every type of the stock themes', () => {
    const full = themeCss({light: themes.github, dark: themes.dracula});
    for (const type of themes.dracula.styles.flatMap((entry) => entry.types)) expect(full).toContain(`.token.${type}`);
  });
});
