import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime cannot fetch and run remote entries under jsdom; the journeys
// (e2e/federation.e2e.ts) run it for real. Here it answers what a remote would.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

import { forgetLoad, loadExposed } from './exposed-loads';
import { RemoteComponent } from './remote-component';
import { markRemoteFailed } from './remote-registry';

/** As long as a person would wait on a busy machine. */
const WAIT = { timeout: 10_000 };

let weightPanelThrows = true;
function WeightPanel() {
  if (weightPanelThrows) throw new Error('WeightPanel crashed');
  return <p>Weight panel content</p>;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ mfe_weight: '/mfe/mfe-weight/mf-manifest.json' }))),
  );
});
afterEach(() => {
  forgetLoad('mfe_weight/WeightPanel');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
});

describe('RemoteComponent', () => {
  it('says the panel is loading while its code is on its way, then shows it', async () => {
    weightPanelThrows = false;
    let arrive: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    render(<RemoteComponent id="mfe_weight/WeightPanel" title="Body Weight" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Body Weight…');
    arrive({ default: WeightPanel });
    expect(await screen.findByText('Weight panel content', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('mounts a panel whose code was loaded beforehand (the dashboard starts it with the data) at once, with no loading state', async () => {
    weightPanelThrows = false;
    runtime.loadRemote.mockResolvedValue({ default: WeightPanel });
    loadExposed('mfe_weight/WeightPanel');
    await vi.waitFor(() => expect(loadExposed('mfe_weight/WeightPanel').status).toBe('loaded'), WAIT);
    render(<RemoteComponent id="mfe_weight/WeightPanel" title="Body Weight" />);
    // In the first commit: no Suspense fallback first (React 19 would hold the reveal for up to 300 ms).
    expect(screen.getByText('Weight panel content')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a remote that throws while rendering shows its fallback only; Retry mounts it again', async () => {
    weightPanelThrows = true;
    runtime.loadRemote.mockResolvedValue({ default: WeightPanel });
    render(
      <>
        <RemoteComponent id="mfe_weight/WeightPanel" title="Body Weight" />
        <p>Routines panel content</p>
      </>,
    );
    expect(await screen.findByRole('alert', { name: 'Body Weight unavailable' }, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Body Weight is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('WeightPanel crashed')).toBeInTheDocument();
    expect(screen.getByText('Routines panel content')).toBeInTheDocument();

    weightPanelThrows = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Weight panel content', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // It had loaded: nothing to forget in the runtime, just a remount.
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
  });

  it('a remote that failed to load is registered again (forgetting the failure) before Retry loads it', async () => {
    weightPanelThrows = false;
    runtime.loadRemote.mockRejectedValueOnce(new Error('manifest unreachable')).mockResolvedValue({ default: WeightPanel });
    render(<RemoteComponent id="mfe_weight/WeightPanel" title="Body Weight" />);
    expect(await screen.findByRole('alert', { name: 'Body Weight unavailable' }, WAIT)).toBeInTheDocument();
    expect(screen.getByText('manifest unreachable')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Weight panel content', {}, WAIT)).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_weight', entry: 'http://localhost:3000/mfe/mfe-weight/mf-manifest.json' }], {
      force: true,
    });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('a load failure reported by the runtime plugin (fallback module) is forgotten on Retry too', async () => {
    markRemoteFailed('mfe_weight/WeightPanel');
    const { UnavailableRemote } = await import('./unavailable-remote');
    runtime.loadRemote.mockResolvedValueOnce({ default: UnavailableRemote, remoteUnavailable: true }).mockResolvedValue({ default: WeightPanel });
    render(<RemoteComponent id="mfe_weight/WeightPanel" title="Body Weight" />);
    expect(await screen.findByRole('alert', { name: 'Body Weight unavailable' }, WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Weight panel content', {}, WAIT)).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([expect.objectContaining({ name: 'mfe_weight' })], { force: true });
  });
});
