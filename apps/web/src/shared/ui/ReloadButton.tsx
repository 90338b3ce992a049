import type { ReactNode } from "react";
import { buttonClass, type ButtonVariant } from "./button-styles";

/** Reloads the whole page: the way out of screens that cannot recover by themselves. */
export function ReloadButton({
  variant = "secondary",
  children,
}: {
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <button type="button" className={buttonClass(variant)} onClick={() => window.location.reload()}>
      {children}
    </button>
  );
}
