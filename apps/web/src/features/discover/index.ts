// Public surface of the discover feature: the /discover page. The page is its own chunk, loaded
// on demand; the data prefetch is small and lets a first visit to /discover ask for its lists
// while that chunk is still on its way.
export const loadDiscoverPage = () => import("./DiscoverPage");
export { prefetchDiscover } from "./discover-queries";
