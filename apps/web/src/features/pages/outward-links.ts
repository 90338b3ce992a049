import type { ComponentType, SVGProps } from "react";
import { AtIcon, ChatIcon, CodeIcon } from "./chrome-icons";
import type { SiteLinks } from "./site-contact";

export interface OutwardLink {
  href: string;
  labelKey: "header.chat" | "header.sourceCode" | "header.social";
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Also a button of the header on wide screens; every link is in the menu. */
  inHeader: boolean;
}

/**
 * The operator's links, in the order they show (SPEC §2: chat and source buttons in the
 * header, social in the menu). On narrow screens the header keeps only discover and the menu.
 */
export function outwardLinks(links: SiteLinks): OutwardLink[] {
  const table: Array<Omit<OutwardLink, "href"> & { href: string | null }> = [
    { href: links.chat, labelKey: "header.chat", Icon: ChatIcon, inHeader: true },
    { href: links.sourceCode, labelKey: "header.sourceCode", Icon: CodeIcon, inHeader: true },
    { href: links.social, labelKey: "header.social", Icon: AtIcon, inHeader: false },
  ];
  return table.flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []));
}
