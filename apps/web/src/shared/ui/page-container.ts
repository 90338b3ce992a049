/**
 * The page column: the header, every page (the app shell wraps them in it) and the footer share
 * one width and one side margin, so their inline edges line up at every screen width.
 */
export const pageContainer = "mx-auto w-full max-w-6xl px-4 sm:px-6";
