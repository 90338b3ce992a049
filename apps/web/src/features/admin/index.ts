// Public surface of the admin feature: the /admin page (SPEC §2), its own chunk, loaded when
// the page is opened.
export const loadAdminPage = () => import("./AdminPage");
