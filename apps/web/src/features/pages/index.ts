// Public surface of the pages feature: static and error pages.
export { NotFoundPage } from "./NotFoundPage";
