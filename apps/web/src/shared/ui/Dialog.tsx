import { useEffect, useId, useState, type ReactNode } from "react";

/**
 * The app's one modal mechanism: a native `<dialog>` opened with `showModal()`, so the browser
 * traps focus, Esc closes it, the page behind is inert and focus returns to the control that
 * opened it. Shown while mounted; `onClose` runs once, however it closes (Esc, a close button
 * through `closeDialog`, or the form's `method="dialog"`).
 */
export function Dialog({
  title,
  onClose,
  children,
  className = "max-w-xl",
}: {
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  onClose: () => void;
  children: (close: () => void) => ReactNode;
  /** Width and extra classes of the panel. */
  className?: string;
}) {
  // The element as state (a callback ref): `close` is handed to the children while rendering.
  const [node, setNode] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    if (!node || node.open) return;
    // jsdom has no showModal: the attribute shows it there.
    if (typeof node.showModal === "function") node.showModal();
    else node.setAttribute("open", "");
  }, [node]);

  const close = () => {
    // close() fires the dialog's close event, which calls onClose once.
    if (node?.open && typeof node.close === "function") node.close();
    else onClose();
  };

  return (
    <dialog
      ref={setNode}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-surface p-6 text-ink ring-1 ring-line backdrop:bg-black/70 ${className}`}
    >
      <div className="flex flex-col gap-4">
        <h2 id={titleId} className="font-display text-lg font-semibold">
          {title}
        </h2>
        {children(close)}
      </div>
    </dialog>
  );
}
