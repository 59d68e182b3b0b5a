import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Moves a sortable row by keyboard as a screen-reader user does: focus its drag handle, Space, one
 * arrow per place (waiting to hear where it went, and to see it land), Space; then waits for the one
 * save of the new order (`save`: the tRPC procedure). Waiting for the list's move animations after
 * each announcement is also what gives dnd-kit time to listen: its keyboard sensor adds its keydown
 * listener in a timeout after the pick-up is announced, so an arrow pressed at once can be lost.
 */
export async function moveByKeyboard(page: Page, handle: Locator, name: string, move: { from: number; to: number; of: number }, save: string) {
  // dnd-kit's live regions (one per sortable list): what a screen reader hears.
  const heard = () => page.locator('[id^="DndLiveRegion"]').evaluateAll((regions) => regions.map((r) => r.textContent).filter(Boolean));
  // ... and sees it land: the list's move animations have finished.
  const moving = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  const announced = async (text: string) => {
    await expect.poll(heard).toContain(text);
    await expect.poll(moving).toBe(0);
  };
  const saved = page.waitForResponse((response) => response.url().includes(`/trpc/${save}`) && response.request().method() === 'POST');
  await handle.focus();
  await page.keyboard.press('Space');
  await announced(`Picked up ${name}, at position ${move.from} of ${move.of}.`);
  const step = move.to < move.from ? -1 : 1;
  for (let at = move.from + step; at !== move.to + step; at += step) {
    await page.keyboard.press(step < 0 ? 'ArrowUp' : 'ArrowDown');
    await announced(`${name} moved to position ${at} of ${move.of}.`);
  }
  await page.keyboard.press('Space');
  await announced(`${name} dropped at position ${move.to} of ${move.of}.`);
  expect((await saved).status()).toBe(200);
}
