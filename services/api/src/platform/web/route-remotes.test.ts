import { describe, expect, it } from 'vitest';
import { remotesOfRoute } from './route-remotes';

describe("a route's remotes (remotes.manifest.json's routes)", () => {
  it('are the remotes the page mounts, in the manifest order', () => {
    expect(remotesOfRoute('/dashboard')).toEqual(['mfe_weight', 'mfe_routines', 'mfe_progress']);
    expect(remotesOfRoute('/profile')).toEqual(['mfe_weight']);
    expect(remotesOfRoute('/login?next=%2Fdashboard')).toEqual(['mfe_auth']);
    expect(remotesOfRoute('/password-reset/')).toEqual(['mfe_auth']);
  });

  it('are none for a page that mounts no remote, or no page', () => {
    expect(remotesOfRoute('/')).toEqual([]);
    expect(remotesOfRoute('/logout')).toEqual([]);
    expect(remotesOfRoute('/__proto__')).toEqual([]);
    expect(remotesOfRoute('/constructor')).toEqual([]);
  });
});
