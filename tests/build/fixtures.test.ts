import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {BUILD_DIR} from './helpers';

/** Test-only pages (_dogfooding/test-fixtures) exist only in build-fixtures/. */
describe('test fixtures', () => {
  const fixturesBuild = path.resolve(BUILD_DIR, '../build-fixtures');

  it('are absent from the production build', () => {
    expect(fs.existsSync(path.join(BUILD_DIR, '__fixtures'))).toBe(false);
    const sitemap = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('__fixtures');
    const scripts = fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));
    for (const name of scripts) {
      const code = fs.readFileSync(path.join(BUILD_DIR, 'assets/js', name), 'utf8');
      expect(code, name).not.toMatch(/ain-lazy-fixture-chunk|Fixture crash|__fixtures/);
    }
  });

  it('are present in the fixtures build the error tests use', () => {
    for (const fixture of ['', 'crash', 'lazy', 'no-default-export', 'invariant']) {
      expect(fs.existsSync(path.join(fixturesBuild, '__fixtures', fixture, 'index.html')), fixture).toBe(true);
    }
  });
});
