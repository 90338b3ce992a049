import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";

type FocusTarget = "first" | "last";

interface MenuButtonProps {
  /** The button's visible content; its text is the button's accessible name. */
  label: ReactNode;
  buttonClassName?: string;
  /** Items with role="menuitem" and tabIndex={-1}; see {@link menuItemProps}. */
  children: ReactNode;
}

/** Props every entry of a {@link MenuButton} menu needs (focus is moved by the arrow keys). */
export const menuItemProps = { role: "menuitem", tabIndex: -1 } as const;

/** The look of a {@link MenuButton} menu's entry (a link or a button, icon then text). */
export const menuItemClass =
  "flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-start text-sm font-medium " +
  "text-ink hover:bg-line focus:bg-line focus:outline-none aria-[current=page]:text-accent";

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A button that opens a menu (the WAI-ARIA menu-button pattern): Enter, Space or the arrow
 * keys open it, arrows, Home and End move between entries, Escape closes it and returns to
 * the button, and a click elsewhere or on an entry closes it.
 */
export function MenuButton({ label, buttonClassName, children }: MenuButtonProps) {
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const isOpen = focusTarget !== null;
  const menuId = useId();
  const buttonId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const items = menuItems(menuRef.current);
    (focusTarget === "first" ? items[0] : items.at(-1))?.focus();
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setFocusTarget(null);
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [focusTarget]);

  function close(returnFocus: boolean) {
    setFocusTarget(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    setFocusTarget(event.key === "ArrowDown" ? "first" : "last");
  }

  function handleMenuKeyDown(event: KeyboardEvent) {
    const items = menuItems(menuRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  }

  function handleMenuClick(event: MouseEvent) {
    if ((event.target as Element).closest('[role="menuitem"]')) close(false);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => (isOpen ? close(false) : setFocusTarget("first"))}
        onKeyDown={handleButtonKeyDown}
        className={buttonClassName}
      >
        {label}
      </button>
      <div
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        tabIndex={-1}
        hidden={!isOpen}
        onKeyDown={handleMenuKeyDown}
        onClick={handleMenuClick}
        className="absolute end-0 top-full z-40 mt-2 flex w-60 flex-col gap-0.5 rounded-xl bg-raised p-1.5 shadow-xl shadow-black/40 ring-1 ring-line"
      >
        {children}
      </div>
    </div>
  );
}
