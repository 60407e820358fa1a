import { MESSAGES } from '@site/contracts/messages';
import { addressFromError, ChunkLoadError, chunkIdFromAddress, isChunkLoadError, lazyRoute, lastPreloadFailure, loadChunk, watchPreloadErrors } from './chunk-load';

const CHUNK = 'http://localhost/static/js/about-CnaQvb55.js';

describe('loadChunk', () => {
  it('when the chunk arrives in time, then its module is returned', async () => {
    const module = { Component: () => null };
    await expect(loadChunk(() => Promise.resolve(module), { timeoutMs: 50 })).resolves.toBe(module);
  });

  it('when the chunk takes longer than the time-out, then it fails as a timeout naming the chunk and address', async () => {
    const never = () => new Promise<never>(() => undefined);
    const failure = await loadChunk(never, { timeoutMs: 20, address: CHUNK }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure).toMatchObject({ message: MESSAGES.chunkLoadFailed('about-CnaQvb55'), type: 'timeout', address: CHUNK, chunkId: 'about-CnaQvb55' });
  });

  it('when no time-out is given, then the spec default of 120 seconds applies', async () => {
    jest.useFakeTimers();
    try {
      const pending = loadChunk(() => new Promise<never>(() => undefined), { address: CHUNK }).catch((error: unknown) => error);
      jest.advanceTimersByTime(119_999);
      await Promise.resolve();
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      jest.advanceTimersByTime(1);
      await expect(pending).resolves.toMatchObject({ type: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('when the import fails and the server says the file is gone, then the type is missing with the address from the error', async () => {
    const probed: string[] = [];
    const failure = await loadChunk(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)), {
      probe: async (address) => {
        probed.push(address);
        return 'missing';
      },
    }).catch((error: unknown) => error);
    expect(probed).toEqual([CHUNK]);
    expect(failure).toMatchObject({ message: 'Loading chunk about-CnaQvb55 failed.', type: 'missing', address: CHUNK });
  });

  it('when the import fails but the file exists, then the type is error', async () => {
    const failure = await loadChunk(() => Promise.reject(new Error(`error loading dynamically imported module: ${CHUNK}`)), {
      probe: async () => 'error',
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ type: 'error', address: CHUNK });
  });

  it('when the error names no address, then the loader address is used', async () => {
    const failure = await loadChunk(() => Promise.reject(new Error('Importing a module script failed.')), {
      address: CHUNK,
      probe: async () => 'missing',
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ type: 'missing', address: CHUNK, chunkId: 'about-CnaQvb55' });
  });
});

describe('chunk helpers', () => {
  it("when Vite reports a failed preload, then its address is kept for a failure whose error names none", () => {
    const target = new EventTarget();
    watchPreloadErrors(target as unknown as Window);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`) });
    target.dispatchEvent(event);
    expect(lastPreloadFailure()).toBe(CHUNK);
  });

  it('when ids and addresses are parsed, then query strings, folders and extensions are dropped', () => {
    expect(chunkIdFromAddress(`${CHUNK}?v=2`)).toBe('about-CnaQvb55');
    expect(addressFromError(new Error(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(isChunkLoadError({ name: 'ChunkLoadError', chunkId: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('x'))).toBe(false);
  });

  it('when lazyRoute wraps a loader, then React Router gets the module', async () => {
    const module = { Component: () => null };
    await expect(lazyRoute(() => Promise.resolve(module))()).resolves.toBe(module);
  });
});
