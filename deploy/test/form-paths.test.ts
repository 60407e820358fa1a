import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FORM_POST_PATHS, formPagePath, PUBLIC_FORM_NAMES } from '@site/contracts/form-fields';
import { NGINX_DIR } from './nginx-harness';

// The public forms' paths have one source, the field catalogue in @site/contracts: nginx passes
// exactly its JSON paths to the API, and the site's no-script form pages past the page microcache.
describe('the form paths nginx names, against the field catalogue', () => {
  const conf = readFileSync(path.join(NGINX_DIR, 'nginx.conf'), 'utf8');

  it('when nginx.conf is read, then its exact API locations for form posts are the catalogue\'s JSON paths', () => {
    const formLocations = [...conf.matchAll(/^\s*location = (\/[\w-]+) \{ include api-proxy\.conf; \}$/gm)]
      .map((m) => m[1])
      .filter((p) => p !== '/healthz');
    expect(formLocations.sort()).toEqual([...FORM_POST_PATHS].sort());
  });

  it('when nginx.conf is read, then every no-script form page is under one location that is never cached', () => {
    const prefixes = new Set(PUBLIC_FORM_NAMES.map((form) => formPagePath(form).replace(/[^/]+$/, '')));
    expect([...prefixes]).toEqual(['/forms/']);
    const block = /location \/forms\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(block).toContain('add_header Cache-Control "no-store" always;');
    expect(block).not.toContain('microcache.conf');
  });
});
