import {describe, expect, it} from 'vitest';
import {contentLanguage} from './contentLanguage';

describe('contentLanguage', () => {
  it.each([
    ['/docs/Programs/Es/DevOps/', undefined, 'es'],
    ['/docs/Programs/Es/Hacking-%C3%89tico/', undefined, 'es'],
    ['/docs/Programs/En/MLOps/Module-1/', undefined, undefined],
    ['/docs/contacto', 'es', 'es'],
    ['/blog/docker', undefined, undefined],
    ['/docs/Programs/Es/DevOps/', 'en', 'en'],
    ['/docs/intro', 'not a language', undefined],
    ['/docs/intro', 42, undefined],
  ])('%s with lang %j → %s', (permalink, lang, expected) => {
    expect(contentLanguage(permalink, lang)).toBe(expected);
  });
});
