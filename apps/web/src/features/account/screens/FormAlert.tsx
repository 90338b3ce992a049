import { useEffect, useRef } from "react";

/**
 * A form's error that concerns no one field (the server, the captcha): announced, and focused
 * each time it is shown (`shownAt` changes with every failed attempt).
 */
export function FormAlert({ message, shownAt }: { message: string | null; shownAt: number }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message, shownAt]);
  if (!message) return null;
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-lg bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger outline-none"
    >
      {message}
    </p>
  );
}
