import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFieldError, mockApi, OWNER, renderApp } from '../../../test/test-utils';

const authResult = { token: 'new-token', user: OWNER };
const dashboard = {
  'GET /api/lists': { body: [] },
  'GET /api/lists/invitations/stats': { body: { accepted: 0, pending: 0 } },
};

async function fillRegister(name: string, email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Full name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register (spec section 5)', () => {
  it("mismatched passwords: 'Passwords do not match', nothing sent", async () => {
    const api = mockApi({});
    renderApp('/register');
    await fillRegister('Ann', 'ann@example.test', 'secret1', 'secret2');
    // Said at the confirmation, which takes the focus; the password itself is fine.
    const confirm = screen.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveFocus());
    expectFieldError(confirm, 'Passwords do not match');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });

  it("a short password: 'Password must be at least 6 characters long'", async () => {
    const api = mockApi({});
    renderApp('/register');
    await fillRegister('Ann', 'ann@example.test', '12345', '12345');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expectFieldError(password, 'Password must be at least 6 characters long');
    // The one problem, announced where it is.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long',
    );
    expect(api.callsTo('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('all four fields are required', async () => {
    mockApi({});
    renderApp('/register');
    for (const label of ['Full name', 'Email', 'Password', 'Confirm password']) {
      expect(await screen.findByLabelText(label)).toBeRequired();
    }
  });

  it('sends the trimmed name, saves the session and goes to /dashboard', async () => {
    const api = mockApi({
      'POST /api/auth/register': { status: 201, body: authResult },
      ...dashboard,
    });
    const { router } = renderApp('/register');
    await fillRegister('  Ann Owner  ', 'ann@example.test', 'secret1', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toEqual({
      name: 'Ann Owner',
      email: 'ann@example.test',
      password: 'secret1',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(OWNER);
  });

  it("shows the server's message, or 'Registration failed'", async () => {
    mockApi({
      'POST /api/auth/register': {
        status: 409,
        body: { message: 'Email already registered', code: 'C' },
      },
    });
    renderApp('/register');
    await fillRegister('Ann', 'ann@example.test', 'secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already registered');

    mockApi({ 'POST /api/auth/register': { status: 500, body: {} } });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration failed'));
  });
});

describe('login', () => {
  async function signIn(email: string, password: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  }

  it('signs in and goes to /dashboard', async () => {
    const api = mockApi({ 'POST /api/auth/login': { body: authResult }, ...dashboard });
    const { router } = renderApp('/login');
    await signIn('olivia@example.test', 'secret1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'olivia@example.test',
      password: 'secret1',
    });
  });

  it("shows the server's message on a 401 without redirecting, else 'Login failed'", async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Invalid email or password', code: 'X' },
      },
    });
    const { router } = renderApp('/login');
    await signIn('olivia@example.test', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');

    mockApi({ 'POST /api/auth/login': { status: 502, body: 'bad gateway' } });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it('the password has a show/hide toggle', async () => {
    mockApi({});
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("'Forgot your password?' asks for an email and shows the answer", async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': {
        body: { message: 'If that account exists, we sent a link.' },
      },
    });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(
      screen.getAllByLabelText('Email').at(-1) as HTMLElement,
      ' ann@example.test ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If that account exists, we sent a link.',
    );
    expect(api.callsTo('POST', '/api/auth/forgot-password')[0]?.body).toEqual({
      email: 'ann@example.test',
    });
  });

  it("a failed reset request shows 'Failed to send reset email'", async () => {
    mockApi({ 'POST /api/auth/forgot-password': { status: 500, body: {} } });
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await screen.findByRole('dialog');
    await userEvent.type(screen.getAllByLabelText('Email').at(-1) as HTMLElement, 'a@b.cd');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
  });
});

describe('reset password', () => {
  // The page checks its link first (E5): these links are usable.
  const usable = {
    'GET /api/auth/reset-password/tok': { status: 204 },
    'GET /api/auth/reset-password/tok-123': { status: 204 },
  };

  async function submit(password: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
  }

  it('applies the same two password rules', async () => {
    const api = mockApi(usable);
    renderApp('/reset-password/tok');
    await submit('secret1', 'secret2');
    const confirm = screen.getByLabelText('Confirm new password');
    await waitFor(() => expect(confirm).toHaveFocus());
    expectFieldError(confirm, 'Passwords do not match');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(confirm);
    await submit('12345', '12345');
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveFocus());
    expectFieldError(password, 'Password must be at least 6 characters long');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it("a blank token gives 'Invalid reset link'", async () => {
    mockApi({});
    renderApp('/reset-password/%20');
    await submit('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid reset link');
  });

  it("shows the server's message, or 'Failed to reset password'", async () => {
    mockApi({
      ...usable,
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'Link expired', code: 'E' },
      },
    });
    renderApp('/reset-password/tok');
    await submit('secret1', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link expired');
    mockApi({ ...usable, 'POST /api/auth/reset-password': { status: 500, body: {} } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to reset password'),
    );
  });

  it('after success goes to /login after 2 seconds', async () => {
    const api = mockApi({
      ...usable,
      'POST /api/auth/reset-password': { body: { message: 'Password updated.' } },
    });
    const { router } = renderApp('/reset-password/tok-123');
    await submit('secret1', 'secret1');
    await screen.findByText(/Password updated\./);
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'secret1',
    });
    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThanOrEqual(1_800);
    expect(waited).toBeLessThan(2_800);
  });
});
