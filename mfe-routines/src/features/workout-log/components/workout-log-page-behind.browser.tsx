import { composeStories } from '@storybook/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '@fitness/ui/styles.css';
import '../workout-log-button.css';
import * as stories from './workout-log.stories';

afterEach(() => cleanup());

const { PrefilledLog } = composeStories(stories);
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The shell's page (`<main id="main">`), long enough to scroll, scrolled down by 800 px. */
async function scrolledPage() {
  render(
    <main id="main">
      <div style={{ height: 3000 }}>The dashboard</div>
    </main>,
  );
  window.scrollTo(0, 800);
  await frame();
  return document.getElementById('main')!;
}

describe('the page behind the open log (issue #52)', () => {
  it('is not laid out while the log covers a phone, keeps its height and scroll, and comes back as it was', async () => {
    await page.viewport(390, 844);
    const main = await scrolledPage();
    const log = render(<PrefilledLog />);
    await frame();
    expect(screen.getByRole('dialog', { name: 'Daily Workout Log' })).toBeVisible();
    expect(getComputedStyle(main).contentVisibility).toBe('hidden');
    expect(screen.getByText('The dashboard').checkVisibility()).toBe(false);
    expect(main.getBoundingClientRect().height).toBeGreaterThanOrEqual(3000);
    expect(window.scrollY).toBe(800);

    log.unmount();
    await frame();
    expect(getComputedStyle(main).contentVisibility).toBe('visible');
    expect(screen.getByText('The dashboard').checkVisibility()).toBe(true);
    expect(window.scrollY).toBe(800);
  });

  it('stays drawn on a screen wide enough to show it around the dialog', async () => {
    await page.viewport(1280, 800);
    const main = await scrolledPage();
    render(<PrefilledLog />);
    await frame();
    expect(getComputedStyle(main).contentVisibility).toBe('visible');
    expect(screen.getByText('The dashboard').checkVisibility()).toBe(true);
  });
});
