// The images as built from deploy/Dockerfile: the project's Node LTS everywhere, a non-root user, and
// production installs that hold every package the built code imports.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { docker, ROOT } from './support/stack';

const NODE_IMAGES = ['gateway', 'content-service', 'auth-service', 'forms-service', 'upload-service', 'worker', 'site'];
const image = (name: string) => `northwire/${name}:local`;
const nvmrc = readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();

describe('the images', () => {
  it('when each Node image runs `node --version`, then it prints the project\'s Node LTS (.nvmrc)', async () => {
    const versions = await Promise.all(NODE_IMAGES.map(async (name) => [name, (await docker('run', '--rm', '--entrypoint', 'node', image(name), '--version')).trim()]));
    expect(Object.fromEntries(versions)).toEqual(Object.fromEntries(NODE_IMAGES.map((name) => [name, `v${nvmrc}`])));
  });

  it('when the images are inspected, then the Node processes run as `node` and nginx as `nginx`, never root', async () => {
    const users = await Promise.all([...NODE_IMAGES, 'nginx'].map(async (name) => [name, (await docker('image', 'inspect', '--format', '{{.Config.User}}', image(name))).trim()]));
    expect(Object.fromEntries(users)).toEqual({ ...Object.fromEntries(NODE_IMAGES.map((name) => [name, 'node'])), nginx: 'nginx' });
  });

  it('when the site image checks its server bundle again, then every package it imports is installed as declared (the crash loop of D3 cannot come back)', async () => {
    const out = await docker('run', '--rm', '--entrypoint', 'node', image('site'), 'deploy/check-imports.mjs', 'frontend/dist', 'packages/service-kit/dist', 'packages/contracts/dist');
    expect(out).toContain('loads as declared');
  });

  it('when the auth-service image loads argon2 (a native addon), then it hashes and verifies on the image\'s Node', async () => {
    const script = "const a=require('argon2');a.hash('pw').then(h=>a.verify(h,'pw')).then(ok=>console.log(ok?'verified':'wrong'))";
    const out = await docker('run', '--rm', '--workdir', '/app/auth-service', '--entrypoint', 'node', image('auth-service'), '-e', script);
    expect(out.trim()).toBe('verified');
  });
});
