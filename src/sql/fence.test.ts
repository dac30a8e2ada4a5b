import {describe, expect, it} from 'vitest';
import {parseSqlFence} from './fence';

describe('parseSqlFence', () => {
  it.each([
    ['', {kind: 'run'}],
    ['title="Top zones"', {kind: 'run'}],
    ['title="Sesión A" showLineNumbers {2,4-5}', {kind: 'run'}],
    ['dialect="bigquery" title="BigQuery"', {kind: 'dialect', dialect: 'bigquery'}],
    ["dialect='Spark'", {kind: 'dialect', dialect: 'spark'}],
    ['dialect=tsql', {kind: 'dialect', dialect: 'tsql'}],
    ['norun="needs a BigQuery project"', {kind: 'norun', reason: 'needs a BigQuery project'}],
    ['title="a.sql" norun="a second session"', {kind: 'norun', reason: 'a second session'}],
    ['exercise', {kind: 'exercise', ordered: false}],
    ['exercise ordered', {kind: 'exercise', ordered: true}],
    ['ordered exercise title="Practice"', {kind: 'exercise', ordered: true}],
  ] as const)('reads `%s`', (meta, fence) => {
    expect(parseSqlFence(meta)).toEqual(fence);
  });

  it.each([
    ['dialect="klingon"', /unknown dialect "klingon"/],
    ['dialect="postgresql"', /PostgreSQL is the default/],
    ['dialect=""', /`dialect` needs a value/],
    ['dialect', /`dialect` needs a value/],
    ['norun', /`norun` needs a value/],
    ['norun="  "', /`norun` needs a value/],
    ['ordered', /`ordered` only applies to an `exercise`/],
    ['exercise="yes"', /`exercise` takes no value/],
    ['exercise dialect="bigquery"', /`dialect` and `exercise` cannot be combined/],
    ['norun="x" dialect="mysql"', /`dialect` and `norun` cannot be combined/],
    ['runnable', /unknown attribute `runnable`/],
    ['title="a" title="b"', /`title` is given twice/],
    ['title="unclosed', /cannot read/],
  ])('refuses `%s`', (meta, message) => {
    expect(() => parseSqlFence(meta)).toThrow(message);
  });
});
