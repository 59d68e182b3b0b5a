import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './nav-bar';

function renderNav(firstName: string | null, path = '/') {
  const onOpenWalkthrough = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavBar firstName={firstName} onOpenWalkthrough={onOpenWalkthrough} />
    </MemoryRouter>,
  );
  return { nav: screen.getByRole('navigation', { name: 'Main' }), onOpenWalkthrough };
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('NavBar', () => {
  it('logged out: walkthrough icon, Home, Login, Register', async () => {
    const { nav, onOpenWalkthrough } = renderNav(null, '/login');
    expect(linkNames(nav)).toEqual(['Home', 'Login', 'Register']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Open the walkthrough' }));
    expect(onOpenWalkthrough).toHaveBeenCalledOnce();
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('logged in: a greeting with the first name, Home, Dashboard, History, Profile, Logout; no walkthrough icon', () => {
    const { nav } = renderNav('Ada', '/dashboard');
    expect(nav).toHaveTextContent('Hi, Ada');
    expect(linkNames(nav)).toEqual(['Home', 'Dashboard', 'History', 'Profile', 'Logout']);
    expect(within(nav).queryByRole('button', { name: 'Open the walkthrough' })).not.toBeInTheDocument();
    const current = within(nav).getByRole('link', { name: 'Dashboard' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('nav-link--current');
  });

  it('keeps Profile current on the profile form, Your data and Account', () => {
    for (const path of ['/profile', '/profile-form', '/data', '/account']) {
      const { nav } = renderNav('Ada', path);
      const profile = within(nav).getByRole('link', { name: 'Profile' });
      expect(profile, path).toHaveAttribute('aria-current', 'page');
      expect(profile, path).toHaveClass('nav-link--current');
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
      cleanup();
    }
    const { nav } = renderNav('Ada', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });
});
