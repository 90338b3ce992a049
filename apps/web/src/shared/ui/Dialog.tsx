import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from "react";

/** How a dialog is named: by a heading it shows, or by a label when its content has headings. */
type DialogName =
  | {
      /** The dialog's heading, which also names it. */
      title: ReactNode;
      label?: never;
    }
  | {
      /** The dialog's accessible name; no heading is drawn (its pages carry their own). */
      label: string;
      title?: never;
    };

export type DialogProps = DialogName & {
  onClose: () => void;
  children: (close: () => void) => ReactNode;
  /**
   * `card` (the default): a centred card. `panel`: the player's menu panel, a bottom sheet
   * under 1024 px and a panel above the bottom-end controls from there, closed by a click
   * beside it too; its size comes from `style`.
   */
  variant?: "card" | "panel";
  /** Width and extra classes of the dialog. */
  className?: string;
  style?: CSSProperties;
  /** Changes when the dialog moves to another page of its content: focus goes to its first control. */
  pageKey?: string;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const VARIANTS = {
  card: "m-auto w-[calc(100%-2rem)] rounded-2xl bg-surface p-6 text-ink ring-1 ring-line backdrop:bg-black/70",
  panel:
    "mx-0 mt-auto mb-0 w-full max-w-none flex-col overflow-hidden rounded-t-2xl bg-surface/95 text-ink shadow-2xl ring-1 ring-line backdrop-blur backdrop:bg-black/40 open:flex lg:ms-auto lg:me-6 lg:mb-24 lg:rounded-2xl lg:backdrop:bg-transparent",
} as const;

/** Focus on the dialog's first control (the dialog itself when it has none). */
function focusFirst(dialog: HTMLDialogElement): void {
  (dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog).focus();
}

/**
 * The app's one modal mechanism: a native `<dialog>` opened with `showModal()`, so the browser
 * traps focus, Esc closes it, the page behind is inert and focus returns to the control that
 * opened it. Shown while mounted; `onClose` runs once, however it closes (Esc, a close button
 * through `closeDialog`, or the form's `method="dialog"`); unmounting it closes it without
 * `onClose` (its owner already knows). In a fullscreen element it shows inside it: mount it in
 * that element's subtree.
 */
export function Dialog({
  title,
  label,
  onClose,
  children,
  variant = "card",
  className = variant === "card" ? "max-w-xl" : "",
  style,
  pageKey,
}: DialogProps) {
  // The element as state (a callback ref): `close` is handed to the children while rendering.
  const [node, setNode] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();
  // Set while unmounting: the close that returns focus is not the viewer's.
  const unmounting = useRef(false);
  const shownPage = useRef(pageKey);

  // A layout effect: its clean-up runs while the element is still in the document, so closing
  // it there hands focus back to the control that opened it.
  useLayoutEffect(() => {
    if (!node) return;
    if (!node.open) {
      // jsdom and happy-dom have no real showModal: the attribute shows it there.
      if (typeof node.showModal === "function") node.showModal();
      else node.setAttribute("open", "");
    }
    // Browsers focus the first control themselves; test DOMs do not.
    if (!node.contains(document.activeElement)) focusFirst(node);
    return () => {
      unmounting.current = true;
      if (node.open && typeof node.close === "function") node.close();
    };
  }, [node]);

  useEffect(() => {
    if (!node || shownPage.current === pageKey) return;
    shownPage.current = pageKey;
    focusFirst(node);
  }, [node, pageKey]);

  const close = () => {
    // close() fires the dialog's close event, which calls onClose once.
    if (node?.open && typeof node.close === "function") node.close();
    else onClose();
  };

  const handleClose = () => {
    if (!unmounting.current) onClose();
  };

  // A click on the backdrop reaches the dialog itself, outside its box (keyboard users have Esc).
  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (variant !== "panel" || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onClose();
  };

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the backdrop click; Esc is its keyboard twin
    <dialog
      ref={setNode}
      aria-labelledby={title === undefined ? undefined : titleId}
      aria-label={label}
      onClose={handleClose}
      onClick={handleClick}
      style={style}
      className={`${VARIANTS[variant]} ${className}`}
    >
      {title === undefined ? (
        children(close)
      ) : (
        <div className="flex flex-col gap-4">
          <h2 id={titleId} className="font-display text-lg font-semibold">
            {title}
          </h2>
          {children(close)}
        </div>
      )}
    </dialog>
  );
}
