import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { MESSAGES } from '@site/contracts/messages';
import { installFetchStub, type FetchStub } from '@/testing/stub-fetch';
import { ChunkLoadError } from '../chunk-load';
import { loader as notFoundLoader } from './not-found';
import { RouteErrorPage } from './route-error-page';

/** A route whose loader fails, with the error page as its boundary, as the app's router has it. */
function renderFailingRoute(loader: LoaderFunction) {
  const router = createMemoryRouter([{ path: '*', loader, element: <p>never shown</p>, errorElement: <RouteErrorPage /> }], {
    initialEntries: ['/no-such-page'],
  });
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  let network: FetchStub;
  beforeEach(() => {
    // React Router builds a Request for loaders; jsdom has none.
    network = installFetchStub();
  });
  afterEach(() => network.restore());

  it('when an unknown address is opened, then the spec heading, "404 Not Found" and a link home show, without a reload button', async () => {
    renderFailingRoute(notFoundLoader);
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.routerError })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Reload the page' })).not.toBeInTheDocument();
  });

  it('when a chunk failed to load, then its message, failure type and address show with a reload button', async () => {
    const failure = new ChunkLoadError({ chunkId: 'about-x1', type: 'timeout', address: 'http://localhost/static/js/about-x1.js' });
    renderFailingRoute(() => {
      throw failure;
    });
    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.routerError })).toBeInTheDocument();
    expect(screen.getByText('Loading chunk about-x1 failed.')).toBeInTheDocument();
    expect(screen.getByText('timeout')).toBeInTheDocument();
    expect(screen.getByText('http://localhost/static/js/about-x1.js')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it('when a route fails with another status, then that status and text show', async () => {
    renderFailingRoute(() => {
      throw data('The content service is restarting', { status: 503, statusText: 'Service Unavailable' });
    });
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.getByText('The content service is restarting')).toBeInTheDocument();
  });
});
