import { MenuBody, MenuHeader, MenuNote, MenuSection } from "./MenuFrame";
import { MenuLink, MenuOption, MenuToggle } from "./MenuRows";

/**
 * The building blocks of every overlay menu page, used as a compound component:
 * `<Menu.Header/>`, `<Menu.Body>` with `<Menu.Section>`s of `<Menu.Link/>`, `<Menu.Option/>`
 * and `<Menu.Toggle/>` rows. Pages stay declarative and look alike.
 */
export const Menu = {
  Header: MenuHeader,
  Body: MenuBody,
  Section: MenuSection,
  Note: MenuNote,
  Link: MenuLink,
  Option: MenuOption,
  Toggle: MenuToggle,
};
