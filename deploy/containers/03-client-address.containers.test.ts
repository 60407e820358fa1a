// The client address that rate limits and sign-in throttles count is the one nginx saw (issue 22, D6):
// a client on a private network (every visitor behind Swarm's ingress, an office LAN) writes its own
// X-Forwarded-For, and is still counted as itself.
import { docker, NETWORK } from './support/stack';

/** Runs `script` in a container on the stack's network (a private address), with Node; returns its standard output. */
const fromPrivateNetwork = (script: string) => docker('run', '--rm', '--network', NETWORK, '--entrypoint', 'node', 'northwire/gateway:local', '--input-type=module', '-e', script);

describe('the client address through nginx', () => {
  it('when a client on a private network signs in wrongly six times, each time naming another address in X-Forwarded-For, then the sixth is throttled: the five failures were counted against its own address', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const script = `
      const statuses = [];
      for (let i = 1; i <= 6; i += 1) {
        const reply = await fetch('http://nginx/api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.' + i + ', 10.0.0.' + i, 'x-real-ip': '198.51.100.' + i },
          body: JSON.stringify({ email: '${email}', password: 'Wrong-password-' + i }),
        });
        statuses.push(reply.status);
      }
      console.log(JSON.stringify(statuses));`;
    const statuses = JSON.parse((await fromPrivateNetwork(script)).trim()) as number[];
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});
