import { signNewsletterToken, verifyNewsletterToken } from './newsletter-token';

const SECRET = 'unit-test-secret-0123456789';

describe('newsletter tokens', () => {
  it('when a token is verified for its own action, then it yields the subscriber id', () => {
    expect(verifyNewsletterToken(SECRET, signNewsletterToken(SECRET, 'sub-1', 'confirm'), 'confirm')).toBe(
      'sub-1',
    );
    expect(
      verifyNewsletterToken(SECRET, signNewsletterToken(SECRET, 'sub-1', 'unsubscribe'), 'unsubscribe'),
    ).toBe('sub-1');
  });

  it('when a token is used for the other action, signed with another key, altered or expired, then it is refused', () => {
    const confirm = signNewsletterToken(SECRET, 'sub-1', 'confirm');
    expect(verifyNewsletterToken(SECRET, confirm, 'unsubscribe')).toBeNull();
    expect(verifyNewsletterToken('other-secret-0123456789', confirm, 'confirm')).toBeNull();
    const [body, sig] = confirm.split('.');
    const forged = Buffer.from(JSON.stringify({ s: 'sub-2', a: 'confirm' })).toString('base64url');
    expect(verifyNewsletterToken(SECRET, `${forged}.${sig}`, 'confirm')).toBeNull();
    expect(verifyNewsletterToken(SECRET, `${body}.${sig}.x`, 'confirm')).toBeNull();
    expect(verifyNewsletterToken(SECRET, 'garbage', 'confirm')).toBeNull();
    expect(verifyNewsletterToken(SECRET, confirm, 'confirm', Date.now() + 31 * 24 * 3600 * 1000)).toBeNull();
  });

  it('when an unsubscribe token is years old, then it still works (every mail keeps its link)', () => {
    const old = signNewsletterToken(SECRET, 'sub-1', 'unsubscribe', Date.now() - 5 * 365 * 24 * 3600 * 1000);
    expect(verifyNewsletterToken(SECRET, old, 'unsubscribe')).toBe('sub-1');
  });
});
