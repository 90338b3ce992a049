import type { PlayerStatus } from "./types";

/** What moves the player status (SPEC §4). */
export type StatusEvent = "scrape" | "notFound" | "load" | "fatalError" | "reset";

/**
 * The status machine: idle → scraping → playing | scrapeNotFound | playbackError.
 * A new source plays from any status (switching source or episode); "not found" only ends a
 * scrape; a fatal error only ends playback (errors of a source already left are ignored);
 * reset always returns to idle.
 */
export function nextStatus(status: PlayerStatus, event: StatusEvent): PlayerStatus {
  switch (event) {
    case "reset":
      return "idle";
    case "scrape":
      return "scraping";
    case "load":
      return "playing";
    case "notFound":
      return status === "scraping" ? "scrapeNotFound" : status;
    case "fatalError":
      return status === "playing" ? "playbackError" : status;
  }
}
