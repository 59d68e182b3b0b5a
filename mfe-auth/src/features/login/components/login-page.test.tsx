import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthMarker } from '@fitness/api-client';
import { startTestApi, type TestApi } from '../../../../../e2e/support/api-server';
import { renderScreen } from '../../../test-support/render-screen';
import LoginPage from './login-page';

let api: TestApi;
let account: { email: string; password: string; firstName: string };
beforeAll(async () => {
  api = await startTestApi();
  account = await api.signUp({ firstName: 'Ada' });
});
afterAll(() => api?.close());

describe('Login', () => {
  it("asks for both fields with 'Please enter login information'", async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login', client: api.client() });
    const login = screen.getByRole('button', { name: 'Login' });

    await user.click(login);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter login information');
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.click(login);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter login information');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(login);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter login information');
  });

  it('shows the server’s message as returned when the login fails', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login', client: api.client() });
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(readAuthMarker()).toBeNull();
  });

  it('keeps focus in the form after a failed login: on Email, not the page body', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login', client: api.client() });
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'not the password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password'));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });

  it('moves focus to the field still to fill in when one is missing', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login', client: api.client() });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter login information');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('stores the marker and goes to /dashboard on success', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login', client: api.client() });
    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), account.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Landed on /dashboard' })).toBeInTheDocument();
    expect(readAuthMarker()).toBe('Ada');
  });

  it('links to Forgot Password', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('link', { name: 'Forgot Password' }));
    expect(screen.getByRole('heading', { name: 'Landed on /forgot-password' })).toBeInTheDocument();
  });

  it('shows what the previous screen handed over and pre-fills the email', () => {
    renderScreen(<LoginPage />, { path: '/login', state: { notice: 'Password reset successfully', email: 'ada@example.com' } });
    expect(screen.getByRole('status')).toHaveTextContent('Password reset successfully');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
