import { execFileSync } from 'node:child_process';
import path from 'node:path';

const SITE_URL_MODULE = path.join(__dirname, 'lib', 'site-url.mjs');

/** siteUrlFrom(env) as `npm run build` and `npm start` call it (an .mjs module: run in a Node of its own). */
function siteUrlFrom(env: Record<string, string>): string {
  const script = `import { siteUrlFrom } from ${JSON.stringify(SITE_URL_MODULE)};
try { process.stdout.write(siteUrlFrom(JSON.parse(process.argv[1]))); } catch (err) { process.stdout.write('Error: ' + err.message); }`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(env)], { encoding: 'utf8' });
}

describe('the public origin of the local run (scripts/lib/site-url.mjs)', () => {
  it('when neither SITE_URL nor PORT is set, then it is http://localhost:8080', () => {
    expect(siteUrlFrom({})).toBe('http://localhost:8080');
  });

  it('when PORT=9000 npm start runs without SITE_URL, then canonical, Open Graph, sitemap and RSS URLs name http://localhost:9000 (the build and the site process both read this)', () => {
    expect(siteUrlFrom({ PORT: '9000' })).toBe('http://localhost:9000');
  });

  it('when SITE_URL is set, then it wins over PORT', () => {
    expect(siteUrlFrom({ PORT: '9000', SITE_URL: 'https://www.northwire.example/' })).toBe('https://www.northwire.example');
  });

  it('when PORT is not a port number, then it says so', () => {
    expect(siteUrlFrom({ PORT: 'abc' })).toBe('Error: PORT must be a port number, got "abc"');
  });
});
