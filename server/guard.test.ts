import {describe, expect, it} from 'vitest';
import {access} from './guard';

const ORIGIN = 'http://127.0.0.1:3000';
const SESSION = {uid: 'u1', email: 'ada@example.com'};
const LESSON = '/docs/Programs/En/MLOps/Module-1';

describe('access', () => {
  it.each([
    ['/', '', null, {kind: 'serve', builds: ['public'], pathClass: 'public'}],
    ['/', '', SESSION, {kind: 'serve', builds: ['full', 'public'], pathClass: 'public'}],
    [LESSON, '', null, {kind: 'serve', builds: ['public'], pathClass: 'protected'}],
    [LESSON, '', SESSION, {kind: 'serve', builds: ['full', 'public'], pathClass: 'protected'}],
    ['/docs/programs/en/mlops/module-1', '', null, {kind: 'serve', builds: ['public'], pathClass: 'protected'}],
    ['/assets/js/main.js', '', null, {kind: 'serve', builds: ['public'], pathClass: 'public'}],
    ['/login', '', null, {kind: 'serve', builds: ['public'], pathClass: 'login'}],
    ['/login', '?mode=verifyEmail&oobCode=x', SESSION, {kind: 'serve', builds: ['public'], pathClass: 'login'}],
    ['/login', '', SESSION, {kind: 'redirect', location: '/'}],
    ['/login', `?signInSuccessUrl=${encodeURIComponent(LESSON)}`, SESSION, {kind: 'redirect', location: LESSON}],
    ['/login', '?signInSuccessUrl=https://evil.example/', SESSION, {kind: 'redirect', location: '/'}],
    ['/logout', '', SESSION, {kind: 'serve', builds: ['full', 'public'], pathClass: 'logout'}],
    ['/logout', '', null, {kind: 'redirect', location: '/'}],
  ] as const)('%s%s with session %j → %j', (path, query, session, expected) => {
    expect(access(path, query, ORIGIN, session)).toEqual(expected);
  });
});
