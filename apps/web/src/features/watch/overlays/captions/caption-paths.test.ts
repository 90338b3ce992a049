import { describe, expect, it } from "vitest";
import {
  captionBackPath,
  captionPath,
  CAPTIONS_OVERLAY_PATH,
  isCaptionsOverlayPath,
} from "./caption-paths";

describe("the captions pages' paths", () => {
  it("names each view under /captions, and its twin with Overlay (SPEC §2)", () => {
    expect(captionPath("home", "settings")).toBe("/captions");
    expect(captionPath("source", "settings")).toBe("/captions/source");
    expect(captionPath("online", "settings")).toBe("/captions/opensubtitles");
    expect(captionPath("settings", "settings")).toBe("/captions/settings");
    expect(captionPath("home", "overlay")).toBe("/captionsOverlay");
    expect(captionPath("source", "overlay")).toBe("/captions/sourceOverlay");
    expect(captionPath("online", "overlay")).toBe("/captions/opensubtitlesOverlay");
    expect(captionPath("settings", "overlay")).toBe("/captions/settingsOverlay");
    expect(CAPTIONS_OVERLAY_PATH).toBe("/captionsOverlay");
  });

  it("keeps back inside the variant's chain", () => {
    expect(captionBackPath("home", "settings")).toBe("/");
    expect(captionBackPath("home", "overlay")).toBeNull();
    expect(captionBackPath("source", "settings")).toBe("/captions");
    expect(captionBackPath("online", "overlay")).toBe("/captionsOverlay");
    expect(captionBackPath("settings", "overlay")).toBe("/captionsOverlay");
  });

  it("tells the captions button's pages from the settings' own", () => {
    expect(isCaptionsOverlayPath("/captionsOverlay")).toBe(true);
    expect(isCaptionsOverlayPath("/captions/settingsOverlay")).toBe(true);
    expect(isCaptionsOverlayPath("/captions")).toBe(false);
    expect(isCaptionsOverlayPath("/quality")).toBe(false);
  });
});
