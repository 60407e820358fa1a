import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it.each([
    ['Victim@Example.com', 'victim@example.com'],
    ['victim+1@example.com', 'victim@example.com'],
    ['VICTIM+news+more@EXAMPLE.COM', 'victim@example.com'],
    ['v.i.c.t.i.m@example.com', 'v.i.c.t.i.m@example.com'],
    ['v.i.c.t.i.m+7@gmail.com', 'victim@gmail.com'],
    ['Vic.Tim@GoogleMail.com', 'victim@gmail.com'],
    ['victim@gmail.com.', 'victim@gmail.com'],
    ['+tag@example.com', '@example.com'],
  ])('when the address is %j, then the mailbox is %j', (email, expected) => {
    expect(mailboxKey(email)).toBe(expected);
  });
});
