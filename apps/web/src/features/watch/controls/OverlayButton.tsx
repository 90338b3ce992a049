import type { ReactNode } from "react";
import type { OverlayId } from "../overlays/overlay-route";
import { useOverlayRouter } from "../overlays/use-overlay-router";
import { ControlButton } from "./ControlButton";

/** Opens an overlay router (settings, episodes) at a page, or closes it when it is open. */
export function OverlayButton({
  id,
  path = "/",
  label,
  children,
}: {
  id: OverlayId;
  path?: string;
  label: string;
  children: ReactNode;
}) {
  const { route, navigate, close } = useOverlayRouter();
  const open = route?.id === id;
  return (
    <ControlButton
      label={label}
      pressed={open}
      onClick={() => (open ? close() : navigate(id, path))}
    >
      {children}
    </ControlButton>
  );
}
