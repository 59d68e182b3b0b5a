import { useEffect, useState } from 'react';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, IconButton, Modal } from '@fitness/ui';
import { WALKTHROUGH_PAGES } from './walkthrough-pages';

export interface WalkthroughProps {
  open: boolean;
  onClose: () => void;
}

/** The four-page feature tour: back and forward arrows (also ← and → keys), dot indicators, Esc closes. */
export function Walkthrough({ open, onClose }: WalkthroughProps) {
  const [index, setIndex] = useState(0);
  const last = WALKTHROUGH_PAGES.length - 1;
  const page = WALKTHROUGH_PAGES[index]!;

  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(last, i + 1));
      else if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, last]);

  return (
    <Modal open={open} onClose={onClose} title="How Fitness Tracker works" hideCancel hideConfirm size="default">
      <div className="walkthrough">
        <div className="walkthrough__page" aria-live="polite">
          <p className="walkthrough__count">
            Page {index + 1} of {WALKTHROUGH_PAGES.length}
          </p>
          <h3>{page.title}</h3>
          <p>{page.text}</p>
        </div>
        <div className="walkthrough__controls">
          {/* aria-disabled rather than disabled: the button keeps focus on the first page. */}
          <IconButton label="Previous page" icon={<ChevronLeftIcon />} aria-disabled={index === 0} onClick={() => setIndex(Math.max(0, index - 1))} />
          <div className="walkthrough__dots" role="group" aria-label="Pages">
            {WALKTHROUGH_PAGES.map((p, i) => (
              <button
                key={p.title}
                type="button"
                className="walkthrough__dot"
                aria-label={`Page ${i + 1}: ${p.title}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          {/* One element for both roles, so focus stays on it when the last page turns it into Finish. */}
          <IconButton
            label={index < last ? 'Next page' : 'Finish walkthrough'}
            icon={index < last ? <ChevronRightIcon /> : <CheckIcon />}
            variant={index < last ? 'plain' : 'primary'}
            onClick={() => (index < last ? setIndex(index + 1) : onClose())}
          />
        </div>
      </div>
    </Modal>
  );
}
