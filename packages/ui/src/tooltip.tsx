import { cloneElement, isValidElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { InfoIcon } from './icons';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /**
   * The element the tooltip describes (must accept focus, e.g. a button). Without it, an info (ⓘ)
   * button named by `label` is rendered.
   */
  children?: ReactElement<Record<string, unknown>>;
  /** Accessible name of the default info button, e.g. "About calorie budget". */
  label?: string;
  /** Side on which the bubble appears. */
  placement?: 'top' | 'bottom';
}

/**
 * Shows `content` while the trigger is hovered or has keyboard focus (Esc hides it).
 * The trigger is described by the bubble (`aria-describedby`), so screen readers read it too.
 */
export function Tooltip({ content, children, label = 'More information', placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);

  // Keep the bubble inside the viewport (e.g. an icon at the right edge of a 375 px screen).
  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    if (!open || !bubble) return setShift(0);
    const margin = 8;
    const rect = bubble.getBoundingClientRect();
    const base = rect.left - shift;
    const width = rect.width;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    if (base < margin) setShift(margin - base);
    else if (base + width > viewport - margin) setShift(viewport - margin - (base + width));
    else setShift(0);
    // Measured once per opening; `shift` is the result, not an input.
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const show = () => setOpen(true);
  const hide = () => setOpen(false);
  const triggerProps = { 'aria-describedby': id, onFocus: show, onBlur: hide };

  const trigger = isValidElement(children) ? (
    cloneElement(children, triggerProps)
  ) : (
    <button type="button" className="ui-icon-button ui-tooltip__info" aria-label={label} {...triggerProps}>
      <InfoIcon />
    </button>
  );

  return (
    <span className="ui-tooltip" onMouseEnter={show} onMouseLeave={hide}>
      {trigger}
      <span
        ref={bubbleRef}
        role="tooltip"
        id={id}
        className="ui-tooltip__bubble"
        data-placement={placement}
        hidden={!open}
        style={shift ? { transform: `translateX(calc(-50% + ${shift}px))` } : undefined}
      >
        {content}
      </span>
    </span>
  );
}
