import { CHUNK_LOAD_TIMEOUT_MS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';

/**
 * The report spec section 8 asks for: "Loading chunk {id} failed." with the failure type and the
 * address. The server is asked (HEAD) whether a failed file exists: 404 means missing.
 */
describe('enhance/chunk-report', () => {
  const logged: unknown[][] = [];
  const heads: string[] = [];
  let status = 404;
  let module: typeof import('./chunk-report');
  const report = (id: string, type: string, address: string) => [`${MESSAGES.chunkLoadFailed(id)}\n(${type}: ${address})`];
  const pageScript = (name: string) => {
    const script = document.createElement('script');
    script.src = `http://localhost/static/js/${name}.js`;
    document.body.append(script);
    return script;
  };

  beforeAll(async () => {
    jest.useFakeTimers();
    // jsdom keeps no resource timing; in a browser a script that arrived has an entry.
    Object.assign(performance, { getEntriesByName: () => [] });
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    global.fetch = jest.fn(async (address: string | URL | Request, init?: RequestInit) => {
      heads.push(`${init?.method} ${String(address)}`);
      return { status, ok: status < 400, headers: { get: () => null } } as unknown as Response;
    }) as typeof fetch;
    module = await import('./chunk-report');
  });
  afterAll(() => {
    jest.useRealTimers();
  });
  beforeEach(() => {
    logged.length = 0;
    heads.length = 0;
    status = 404;
  });

  it('when a page script is not on the server, then it is reported missing, with its id and address', async () => {
    const script = pageScript('site-header.astro_astro_type_script_index_0_lang.Ab12');
    script.dispatchEvent(new Event('error'));
    await waitForLogs(1);
    expect({ heads, logged }).toEqual({ heads: [`HEAD ${script.src}`], logged: [report('site-header.astro_astro_type_script_index_0_lang.Ab12', 'missing', script.src)] });
  });

  it('when a page script is on the server but fails (a network error, a broken file), then it is reported as an error', async () => {
    status = 200;
    const script = pageScript('carousel.Ef56');
    script.dispatchEvent(new Event('error'));
    await waitForLogs(1);
    expect(logged).toEqual([report('carousel.Ef56', 'error', script.src)]);
  });

  it('when a page script has neither loaded nor failed 120 s after the page began, then it is reported as timed out; loaded ones are not', async () => {
    const loaded = pageScript('stat-counter.Gh78');
    loaded.dispatchEvent(new Event('load'));
    const held = pageScript('hero-video.Ij90');
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1_000);
    expect(logged).toEqual([]);
    jest.advanceTimersByTime(1_000);
    expect(logged).toEqual([report('hero-video.Ij90', 'timeout', held.src)]);
  });

  it('when an enhancement’s dynamic import fails, then it is reported with the address the browser named and still rejects', async () => {
    const address = 'http://localhost/static/js/newsletter-form.Cd34.js';
    const failing = module.importReported(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`)));
    await expect(failing).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing', address });
    expect(logged).toEqual([report('newsletter-form.Cd34', 'missing', address)]);
  });

  it('when an enhancement’s dynamic import takes over 120 s, then it is reported as timed out', async () => {
    const never = module.importReported(() => new Promise<never>(() => undefined));
    const settled = expect(never).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await settled;
    expect(logged).toEqual([report('unknown', 'timeout', 'unknown')]);
  });

  it('when another element fails (an image), then nothing is reported', () => {
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect({ heads, logged }).toEqual({ heads: [], logged: [] });
  });

  /** The report follows the server's answer (a promise): waits until `count` reports are in. */
  async function waitForLogs(count: number) {
    for (let turn = 0; turn < 50 && logged.length < count; turn += 1) await Promise.resolve();
  }
});
