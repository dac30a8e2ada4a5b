import {existsSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {fixtureSite} from '../../server/testing/fixtureSite';
import {writeHostingDir} from './hosting';

describe('writeHostingDir', () => {
  it('copies only the non-page files both builds hold with the same bytes', async () => {
    const {fullRoot, publicRoot} = await fixtureSite();
    // A file at the same path whose bytes differ (as a search index does) must reach readers through the server.
    writeFileSync(join(fullRoot, 'search-index.json'), '{"lessons": true}');
    writeFileSync(join(publicRoot, 'search-index.json'), '{"lessons": false}');
    const target = join(mkdtempSync(join(tmpdir(), 'hosting-')), 'hosting');
    const copied = await writeHostingDir(fullRoot, publicRoot, target);
    expect(existsSync(join(target, 'assets/js/main.1234abcd.js'))).toBe(true);
    expect(existsSync(join(target, 'sitemap.xml'))).toBe(true);
    expect(existsSync(join(target, 'search-index.json'))).toBe(false);
    expect(existsSync(join(target, 'assets/js/lesson.99.js'))).toBe(false);
    expect(existsSync(join(target, 'index.html'))).toBe(false);
    expect(existsSync(join(target, 'assets/js/main.1234abcd.js.br'))).toBe(false);
    expect(copied).toBe(2);
  });
});
