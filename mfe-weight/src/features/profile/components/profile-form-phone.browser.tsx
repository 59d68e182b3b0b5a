import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@fitness/ui/styles.css';
import { BLANK_PROFILE, WEIGHT_GOAL_CHOICES, weeklyGoalLabel } from '@fitness/domain';
import { ProfileForm } from './profile-form';
import '../../../weight-remote.css';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Width of a text in an element's font. */
function textWidth(text: string, element: Element) {
  const context = document.createElement('canvas').getContext('2d')!;
  const style = getComputedStyle(element);
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

describe('the profile form on a 360 px phone', () => {
  it.each(['imperial', 'metric'] as const)('shows the longest weekly goal whole (%s)', (type) => {
    // 360 px less the page gutters (2 × 12) and the panel's padding and border (2 × 17).
    render(
      <div style={{ width: 302 }}>
        <ProfileForm stored={{ ...BLANK_PROFILE, measurementType: type }} onSave={async () => true} onSaved={() => {}} onCancel={() => {}} />
      </div>,
    );
    const select = screen.getByLabelText('Weekly goal');
    const style = getComputedStyle(select);
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // the arrow
    const longest = Math.max(...WEIGHT_GOAL_CHOICES.map((goal) => textWidth(weeklyGoalLabel(goal, type), select)));
    expect(longest).toBeLessThanOrEqual(room);
    expect(select.getBoundingClientRect().right).toBeLessThanOrEqual(302 + select.ownerDocument.body.getBoundingClientRect().left + 1);
  });
});
