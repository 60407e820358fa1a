import { MESSAGES } from '@site/contracts/messages';

describe('enhance/chunk-report', () => {
  const logged: unknown[][] = [];
  beforeAll(async () => {
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    await import('./chunk-report');
  });
  beforeEach(() => {
    logged.length = 0;
  });

  it('when a page script does not arrive, then "Loading chunk {id} failed." names it with its address', () => {
    const script = document.createElement('script');
    script.src = 'http://localhost/static/js/site-header.astro_astro_type_script_index_0_lang.Ab12.js';
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    expect(logged).toEqual([[MESSAGES.chunkLoadFailed('site-header.astro_astro_type_script_index_0_lang.Ab12'), script.src]]);
  });

  it("when Vite reports a dynamic import that failed, then it is reported the same way", () => {
    const address = 'http://localhost/static/js/newsletter-form.Cd34.js';
    window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new TypeError(`Failed to fetch dynamically imported module: ${address}`) }));
    expect(logged).toEqual([[MESSAGES.chunkLoadFailed('newsletter-form.Cd34'), address]]);
  });

  it('when another element fails (an image), then nothing is reported', () => {
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(logged).toEqual([]);
  });
});
