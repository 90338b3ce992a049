/* global document, window, MutationObserver -- watchFirstFrame runs inside the page */
// Shared by the player benchmarks: the page-side probe of the first video frame, the run count,
// and the median.

/** Records when the first frame of the first <video> is presented, from navigation start. */
export function watchFirstFrame() {
  const observer = new MutationObserver(() => {
    const video = document.querySelector("video");
    if (!video) return;
    observer.disconnect();
    video.requestVideoFrameCallback(() => {
      window.__firstFrameMs = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** The `--runs N` of the command line, else `fallback`. */
export function runsArgument(fallback) {
  const flag = process.argv.indexOf("--runs");
  return flag === -1 ? fallback : Number(process.argv[flag + 1]);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
