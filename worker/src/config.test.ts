import { generateKeyPairSync } from 'node:crypto';
import { LOCAL_INTERNAL_TOKEN } from '@site/service-kit';
import { dkimSettingsOf, readConfig } from './config';

const rsa = (bits: number) =>
  generateKeyPairSync('rsa', { modulusLength: bits, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
const production = { NODE_ENV: 'production', INTERNAL_TOKEN: 'a-real-service-credential-of-32-characters' };

describe('worker configuration: DKIM', () => {
  it('when production starts without a DKIM key, then boot fails naming DKIM_PRIVATE_KEY', () => {
    expect(() => readConfig(production)).toThrow(/DKIM_PRIVATE_KEY: is required in production/);
  });

  it('when production says the SMTP relay signs (DKIM_SIGNING=relay), then it starts and does not sign', () => {
    expect(dkimSettingsOf(readConfig({ ...production, DKIM_SIGNING: 'relay' }))).toBeUndefined();
  });

  it('when the key is not an RSA key of 1024 bits or more, then boot fails saying why', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } }).privateKey;
    expect(() => readConfig({ DKIM_PRIVATE_KEY: ec })).toThrow(/DKIM_PRIVATE_KEY: must be an RSA private key/);
    expect(() => readConfig({ DKIM_PRIVATE_KEY: rsa(512) })).toThrow(/DKIM_PRIVATE_KEY: must be at least 1024 bits/);
    expect(() => readConfig({ DKIM_PRIVATE_KEY: 'not a key' })).toThrow(/DKIM_PRIVATE_KEY: must be the PEM of an RSA private key/);
  });

  it('when a key is given on one line with literal \\n (an env file), then the worker signs for the domain of MAIL_FROM with selector nw1, unless DKIM_DOMAIN or DKIM_SELECTOR say otherwise', () => {
    const key = rsa(1024);
    const env = { INTERNAL_TOKEN: LOCAL_INTERNAL_TOKEN, DKIM_PRIVATE_KEY: key.replace(/\n/g, '\\n'), MAIL_FROM: 'Northwire <no-reply@Mail.Northwire.example>' };
    expect(dkimSettingsOf(readConfig(env))).toEqual({ domainName: 'mail.northwire.example', keySelector: 'nw1', privateKey: key.trim() });
    expect(dkimSettingsOf(readConfig({ ...env, DKIM_DOMAIN: 'northwire.example', DKIM_SELECTOR: 'nw2' }))).toMatchObject({ domainName: 'northwire.example', keySelector: 'nw2' });
  });
});
