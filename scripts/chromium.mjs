// Debian's Chromium and the flags every headless run here needs (a downloaded browser is
// neither needed nor possible). Shared by the e2e journeys and the benchmarks.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  // Without these, Chromium keeps trying hosts this closed network refuses.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Journeys and benchmarks play video without a click, as a viewer who already clicked would.
  "--autoplay-policy=no-user-gesture-required",
];
