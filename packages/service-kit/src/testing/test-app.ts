import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningTestApp {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Listens on an ephemeral port of 127.0.0.1, for real HTTP in tests (an Express app or any listener). */
export function startTestApp(app: RequestListener): Promise<RunningTestApp> {
  return new Promise((resolve) => {
    const server = http.createServer(app);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
