import net from 'node:net';

/**
 * A TCP relay in front of a real server (PostgreSQL, Redis) that a test can take away and bring back,
 * as a data store that goes down does: `cut()` resets every open connection and refuses new ones
 * (ECONNREFUSED, the port closed); `stall()` resets them too but takes new connections and never
 * answers (a host gone silent: a dead peer behind a firewall, a network partition); `restore()`
 * relays again on the same port.
 */
export interface TcpProxy {
  port: number;
  /** `url` with its host and port replaced by this relay's. */
  through(url: string): string;
  cut(): Promise<void>;
  stall(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const relay = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  };
  /** A connection taken and held, its bytes never passed on (closed by the next cut or restore). */
  const hold = (client: net.Socket) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
  };
  let relaying = true;
  let server = net.createServer(relay);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.resetAndDestroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    through: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut: stop,
    stall: async () => {
      await stop();
      relaying = false;
      server = net.createServer(hold);
      await listen(port);
    },
    restore: async () => {
      if (server.listening && relaying) return;
      await stop();
      relaying = true;
      server = net.createServer(relay);
      await listen(port);
    },
    close: stop,
  };
}
