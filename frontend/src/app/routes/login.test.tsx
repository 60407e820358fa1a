import { stubApi, callsTo } from '@/components/admin/testing/fetch-stub';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@site/contracts/limits';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Component as LoginPage } from '@/app/routes/login';
import { anAdmin, adminState, visitorState } from '@/components/admin/testing/admin-fixtures';

const adminHome = { path: '/admin', element: <h1>admin home reached</h1> };

function renderLogin(preloadedState = visitorState()) {
  return renderWithProviders(<LoginPage />, { route: '/login', routes: [adminHome], preloadedState });
}

beforeEach(() => localStorage.clear());

describe('sign in page', () => {
  it('when the fields are empty or the email is malformed, then nothing is sent', async () => {
    stubApi([]);
    renderLogin();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxLength', String(LIMITS.loginEmail));
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('maxLength', String(LIMITS.loginPassword));
    expect(password).toBeRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(email, 'not-an-email');
    await userEvent.type(password, 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(email).toBeInvalid();
    expect(callsTo('POST', '/api/users/login')).toHaveLength(0);
  });

  it('when Show is pressed, then the password is visible and the toggle reads Hide, and back', async () => {
    stubApi([]);
    renderLogin();
    const password = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(password).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('when the server refuses the password, then its message is shown in red and nothing is stored', async () => {
    stubApi([{ method: 'POST', path: '/api/users/login', reply: { status: 401, body: { message: 'Invalid email or password' } } }]);
    const { store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@northwire.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveClass('admin-error');
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('when the request itself fails without a server message, then the request error is shown', async () => {
    stubApi([{ method: 'POST', path: '/api/users/login', reply: { status: 502, text: 'Bad gateway' } }]);
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@northwire.example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/SyntaxError|Request failed/);
  });

  it('when the sign-in succeeds, then the user info is in the store and local storage and /admin opens', async () => {
    const user = anAdmin();
    const { calls } = stubApi([{ method: 'POST', path: '/api/users/login', reply: { body: user } }]);
    const { store, router } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), ' ada@northwire.example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('admin home reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(calls[0]?.json).toEqual({ email: 'ada@northwire.example', password: 'secret' });
    expect(store.getState().session.user).toEqual(user);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? 'null')).toEqual(user);
  });

  it('when the server asks for a second step, then the code is asked for, sent with the challenge, and the admin goes on to /admin', async () => {
    const user = anAdmin({ role: 'editor' });
    stubApi([
      {
        method: 'POST',
        path: '/api/users/login',
        reply: { status: 401, body: { code: 'SECOND_STEP_REQUIRED', method: 'email', challenge: 'c'.repeat(43), message: 'We sent a 6-digit code.' } },
      },
      { method: 'POST', path: '/api/users/login/verify', reply: { body: user } },
    ]);
    const { router, store } = renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@northwire.example');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('We sent a 6-digit code.')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    await userEvent.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('admin home reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(callsTo('POST', '/api/users/login/verify')[0]?.json).toEqual({ challenge: 'c'.repeat(43), code: '123456' });
    expect(store.getState().session.user).toEqual(user);
  });

  it('when the page is shown, then it links to "Forgot password?"', async () => {
    stubApi([]);
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/login/forgot');
  });

  it('when an admin is already signed in, then /login redirects to /admin', async () => {
    stubApi([]);
    const { router } = renderLogin(adminState());
    expect(await screen.findByText('admin home reached')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('when the page is shown, then it is marked noindex', async () => {
    stubApi([]);
    const { unmount } = renderLogin();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
