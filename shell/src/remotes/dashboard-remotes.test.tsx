import { afterEach, describe, expect, it } from 'vitest';
import { showsDashboardData, writeAuthMarker } from '@fitness/api-client';
import { opensDashboard } from './dashboard-remotes';

afterEach(() => localStorage.clear());

describe('opensDashboard (the eager entry cannot import api-client)', () => {
  it("agrees with api-client's showsDashboardData on every path, signed in or not", () => {
    const paths = ['/dashboard', '/dashboard/', '/dashboard//', '/', '/profile', '/login', '/dashboards', '/dashboard/x'];
    for (const signedIn of [false, true]) {
      if (signedIn) writeAuthMarker('Ada');
      for (const path of paths) expect(opensDashboard(path), `${path}, signed in: ${signedIn}`).toBe(showsDashboardData(path));
    }
    expect(opensDashboard('/dashboard')).toBe(true);
    expect(opensDashboard('/profile')).toBe(false);
  });

  it('is false, not an error, when the browser refuses storage', () => {
    writeAuthMarker('Ada');
    const refusing = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(opensDashboard('/dashboard', refusing)).toBe(false);
  });
});
