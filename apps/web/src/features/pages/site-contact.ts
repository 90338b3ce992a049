import { getConfig } from "../../app/config";

/**
 * The operator's contact address (`VITE_DMCA_EMAIL`), or null when none is configured. It is
 * the takedown contact and, as in the predecessor, the support contact; without it, /dmca, the
 * footer link and the support contact are not shown (never a `mailto:null`).
 */
export function getContactEmail(): string | null {
  return getConfig().dmcaEmail;
}
