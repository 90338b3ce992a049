import { useOverlayRouter } from "../use-overlay-router";

/** Moves the settings overlay to one of its pages. */
export function useSettingsNav() {
  const { navigate } = useOverlayRouter();
  return (path: string) => navigate("settings", path);
}
