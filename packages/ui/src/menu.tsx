import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { CheckIcon } from './icons';

/** A choice of a menu: a command, or one of a radio group when `checked` is given (true for the current one). */
export interface MenuItem {
  label: string;
  onSelect: () => void;
  checked?: boolean;
  disabled?: boolean;
  tone?: 'danger';
}
/** An item, or a line between groups of items. */
export type MenuEntry = MenuItem | 'separator';

export interface MenuProps {
  /** The button's accessible name (and hover title), also the menu's, e.g. "Set 2 options for Bench Press". */
  label: string;
  /** The items, read only when the menu opens: a function keeps a closed menu free of work. */
  items: readonly MenuEntry[] | (() => readonly MenuEntry[]);
  /**
   * The button's content; a "more" (⋯) icon by default. `null`: nothing, the button's class draws it
   * (a long list of rows, e.g. the log's sets, then holds no SVG per menu).
   */
  icon?: ReactNode;
  /** Classes of the button (e.g. its place in a grid). */
  className?: string;
}

type Opening = 'checked' | 'first' | 'last';

/**
 * A menu button: the button (`aria-haspopup="menu"`, `aria-expanded`) opens a `menu` of `menuitem`s
 * and `menuitemradio`s. Arrows, Home and End move, Enter and Space choose, Esc and Tab close (Esc
 * gives the focus back to the button), a tap or click outside closes. Closed, it is the button alone:
 * the items are rendered only while open, so a long list of rows pays for one button each.
 */
export function Menu({ label, items, icon, className }: MenuProps) {
  const [opening, setOpening] = useState<Opening | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = (returnFocus: boolean) => {
    setOpening(null);
    if (returnFocus) buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={['ui-icon-button', 'ui-menu__button', className].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={opening !== null}
        onClick={() => setOpening((open) => (open ? null : 'checked'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
      >
        {icon === undefined ? <MoreIcon /> : icon}
      </button>
      {opening !== null ? (
        <MenuPopup label={label} entries={typeof items === 'function' ? items() : items} opening={opening} anchor={buttonRef} onClose={close} />
      ) : null}
    </>
  );
}

interface MenuPopupProps {
  label: string;
  entries: readonly MenuEntry[];
  opening: Opening;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: (returnFocus: boolean) => void;
}

const ITEM = '[role^="menuitem"]:not(:disabled)';

/**
 * The open menu. Shown in the top layer where the browser has popovers, so no card clips it (cards
 * contain their paint); placed by its button.
 */
function MenuPopup({ label, entries, opening, anchor, onClose }: MenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const menu = menuRef.current;
    const button = anchor.current;
    if (!menu || !button) return;
    const topLayer = supportsPopover();
    if (topLayer) menu.showPopover();
    const place = () => placeMenu(menu, button, topLayer);
    place();
    const items = [...menu.querySelectorAll<HTMLElement>(ITEM)];
    const first = opening === 'checked' ? (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0]) : undefined;
    (first ?? (opening === 'last' ? items.at(-1) : items[0]))?.focus();
    // The dialog under it scrolls: the menu follows its button.
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [anchor, opening]);

  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const inside = (target: EventTarget | null) => target instanceof Node && (menu.contains(target) || !!anchor.current?.contains(target));
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) closeRef.current(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !inside(event.relatedTarget)) closeRef.current(false);
    };
    // On the menu itself, so Esc closes the menu before a dialog around it hears the key.
    const onKeyDown = (event: KeyboardEvent) => {
      const items = [...menu.querySelectorAll<HTMLElement>(ITEM)];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const moveTo = (index: number) => {
        event.preventDefault();
        items[(index + items.length) % items.length]?.focus();
      };
      if (event.key === 'ArrowDown') moveTo(at + 1);
      else if (event.key === 'ArrowUp') moveTo(at < 0 ? -1 : at - 1);
      else if (event.key === 'Home') moveTo(0);
      else if (event.key === 'End') moveTo(-1);
      else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        closeRef.current(true);
      } else if (event.key === 'Tab') {
        // Back on the button first: Tab then moves on from where the menu was opened.
        closeRef.current(true);
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    menu.addEventListener('focusout', onFocusOut);
    menu.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      menu.removeEventListener('focusout', onFocusOut);
      menu.removeEventListener('keydown', onKeyDown);
    };
  }, [anchor]);

  return (
    <div ref={menuRef} role="menu" aria-label={label} className="ui-menu" popover={supportsPopover() ? 'manual' : undefined}>
      {entries.map((entry, index) =>
        entry === 'separator' ? (
          <div key={`separator-${index}`} role="separator" className="ui-menu__separator" />
        ) : (
          <button
            key={entry.label}
            type="button"
            role={entry.checked === undefined ? 'menuitem' : 'menuitemradio'}
            aria-checked={entry.checked}
            tabIndex={-1}
            disabled={entry.disabled}
            data-tone={entry.tone}
            className="ui-menu__item"
            onClick={() => {
              closeRef.current(true);
              entry.onSelect();
            }}
          >
            <span className="ui-menu__check" aria-hidden="true">
              {entry.checked ? <CheckIcon /> : null}
            </span>
            {entry.label}
          </button>
        ),
      )}
    </div>
  );
}

// Where popovers are missing (older browsers, jsdom), the attribute alone would hide the menu for good.
const supportsPopover = () => typeof HTMLElement.prototype.showPopover === 'function';

const GAP = 4;
const MARGIN = 8;

/** Under the button (above when there is no room below), from its left edge or, short of room, to its right edge; inside the viewport. */
function placeMenu(menu: HTMLElement, button: HTMLElement, topLayer: boolean) {
  const anchor = button.getBoundingClientRect();
  const size = menu.getBoundingClientRect();
  const viewWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewHeight = window.innerHeight;
  const below = anchor.bottom + GAP;
  const top = below + size.height > viewHeight - MARGIN && anchor.top - GAP - size.height >= MARGIN ? anchor.top - GAP - size.height : below;
  const start = anchor.left + size.width <= viewWidth - MARGIN ? anchor.left : anchor.right - size.width;
  const left = Math.max(MARGIN, Math.min(start, viewWidth - MARGIN - size.width));
  // In the top layer the menu is placed in the viewport; without popovers, in its positioned ancestor.
  const origin = topLayer ? { top: 0, left: 0 } : (menu.offsetParent?.getBoundingClientRect() ?? { top: 0, left: 0 });
  menu.style.top = `${top - origin.top}px`;
  menu.style.left = `${left - origin.left}px`;
}

/** Three dots: more choices. */
function MoreIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M5 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm7 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
    </svg>
  );
}
