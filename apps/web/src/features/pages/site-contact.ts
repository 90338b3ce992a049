import { appConfig } from "../../shared/lib/config";

/**
 * The operator's contact address (`VITE_DMCA_EMAIL`), or null when none is configured. It is
 * the takedown contact and, as in the predecessor, the support contact; without it, /dmca, the
 * footer link and the support contact are not shown (never a `mailto:null`).
 */
export function getContactEmail(): string | null {
  return appConfig().dmcaEmail;
}

/** The operator's own places on the web (SPEC §2 header: chat, source, social), each optional. */
export interface SiteLinks {
  chat: string | null;
  sourceCode: string | null;
  social: string | null;
}

/** The configured links (`VITE_CHAT_URL`, `VITE_SOURCE_CODE_URL`, `VITE_SOCIAL_URL`). */
export function getSiteLinks(): SiteLinks {
  const { chatUrl, sourceCodeUrl, socialUrl } = appConfig();
  return { chat: chatUrl, sourceCode: sourceCodeUrl, social: socialUrl };
}
