import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuthMarker } from '@fitness/api-client';
import { startTestApi, type TestApi } from '../../../../../e2e/support/api-server';
import { renderScreen } from '../../../test-support/render-screen';
import RegisterPage from './register-page';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ smtp: true });
});
afterAll(() => api?.close());

const fields = () => ({
  email: screen.getByLabelText('Email'),
  password: screen.getByLabelText('Password'),
  confirm: screen.getByLabelText('Confirm password'),
  firstName: screen.getByLabelText('First name'),
  submit: screen.getByRole('button', { name: 'Register' }),
});

describe('Register', () => {
  it('checks the fields in the spec’s order, one message at a time, beside the form', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register', client: api.client() });
    const f = fields();
    const alert = screen.getByRole('alert');

    await user.click(f.submit);
    expect(alert).toHaveTextContent('Must enter email');
    await user.type(f.email, 'ada');
    await user.click(f.submit);
    expect(alert).toHaveTextContent('Invalid email format');
    await user.type(f.email, '@example.com');
    await user.click(f.submit);
    expect(alert).toHaveTextContent('Must enter password');
    await user.type(f.password, 'secret-1');
    await user.type(f.confirm, 'secret-2');
    await user.click(f.submit);
    expect(alert).toHaveTextContent('Passwords must be the same');
    await user.clear(f.confirm);
    await user.type(f.confirm, 'secret-1');
    await user.click(f.submit);
    expect(alert).toHaveTextContent('Must enter name');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Register');
  });

  it('caps the fields at 100/100/100/50 characters', () => {
    renderScreen(<RegisterPage />, { path: '/register' });
    const f = fields();
    expect(f.email).toHaveAttribute('maxLength', '100');
    expect(f.password).toHaveAttribute('maxLength', '100');
    expect(f.confirm).toHaveAttribute('maxLength', '100');
    expect(f.firstName).toHaveAttribute('maxLength', '50');
  });

  it('creates the account, requests the welcome mail and goes to /login', async () => {
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register', client: api.client() });
    const f = fields();
    await user.type(f.email, 'grace@example.com');
    await user.type(f.password, 'hopper-1906');
    await user.type(f.confirm, 'hopper-1906');
    await user.type(f.firstName, 'Grace');
    await user.click(f.submit);

    expect(await screen.findByRole('heading', { name: 'Landed on /login' })).toBeInTheDocument();
    const welcome = await api.mailbox!.waitForMail('grace@example.com');
    expect(welcome.text).toContain('Grace');
    expect(readAuthMarker()).toBeNull();
  });

  it("shows 'User already exists' from the server for a taken email", async () => {
    await api.signUp({ email: 'taken@example.com' });
    const user = userEvent.setup();
    renderScreen(<RegisterPage />, { path: '/register', client: api.client() });
    const f = fields();
    await user.type(f.email, 'taken@example.com');
    await user.type(f.password, 'whatever-1');
    await user.type(f.confirm, 'whatever-1');
    await user.type(f.firstName, 'Alan');
    await user.click(f.submit);
    expect(await screen.findByText('User already exists')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('User already exists');
  });
});
