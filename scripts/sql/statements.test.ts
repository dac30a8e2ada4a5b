import {describe, expect, it} from 'vitest';
import {splitStatements} from './statements';

describe('splitStatements', () => {
  it('splits at the top level only, with offsets in characters and top-level ORDER BY', async () => {
    const code =
      "SELECT 'é;' AS a;\n-- note\nVACUUM t;\nSELECT * FROM (SELECT 1 ORDER BY 1) x;\nSELECT a FROM t ORDER BY a\n";
    expect(await splitStatements(code)).toEqual([
      {text: "SELECT 'é;' AS a", offset: 0, ordered: false},
      {text: 'VACUUM t', offset: code.indexOf('VACUUM'), ordered: false},
      {text: 'SELECT * FROM (SELECT 1 ORDER BY 1) x', offset: code.indexOf('SELECT *'), ordered: false},
      {text: 'SELECT a FROM t ORDER BY a', offset: code.indexOf('SELECT a FROM'), ordered: true},
    ]);
  });

  it('keeps a function body whole', async () => {
    const code = 'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1; $$;\nSELECT f();';
    expect((await splitStatements(code)).map((statement) => statement.text)).toEqual([
      'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ SELECT 1; $$',
      'SELECT f()',
    ]);
  });

  it('refuses SQL that does not parse', async () => {
    await expect(splitStatements('SELEC 1')).rejects.toThrow(/syntax error/);
  });
});
