import { composeStories } from '@storybook/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './account.stories';

afterEach(() => vi.restoreAllMocks());

describe('Account stories (no network)', () => {
  it.each(Object.entries(composeStories(stories)))('%s renders and its play ends where it says, without console errors', async (_name, Story) => {
    const errors = vi.spyOn(console, 'error');
    // Rendered through Testing Library, so its cleanup unmounts it (the component project shares one page between files).
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    expect(container.querySelector('section[aria-labelledby]')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
