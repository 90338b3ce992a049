import { useEffect, useState, type ReactNode } from "react";
import { useFormat, useTranslation } from "../../shared/i18n";
import { appConfig } from "../../shared/lib/config";
import { Panel } from "../../shared/ui/Panel";
import { version } from "../../../package.json";
import { Address, FactList } from "./FactList";
import { fetchServerFigures, type ServerFigures } from "./server-figures";

/** The site's constants (SPEC §2 /admin): routing, version, account server and its counts. */
export function SiteFacts({ backendUrl }: { backendUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The figures of the address they were asked of: another address is "loading" until its own.
  const [answer, setAnswer] = useState<{ url: string; figures: ServerFigures | null } | null>(null);

  useEffect(() => {
    if (!backendUrl) return;
    const controller = new AbortController();
    fetchServerFigures(backendUrl, { signal: controller.signal }).then(
      (figures) => setAnswer({ url: backendUrl, figures }),
      () => {},
    );
    return () => controller.abort();
  }, [backendUrl]);

  const figures = answer && answer.url === backendUrl ? answer.figures : "loading";
  const figure = (pick: (known: ServerFigures) => number | null) => {
    if (figures === "loading") return t("admin.site.loading");
    const value = figures === null ? null : pick(figures);
    return value === null ? t("admin.site.unavailable") : format.number(value);
  };

  const facts: Array<readonly [string, ReactNode]> = [
    [
      t("admin.site.routing"),
      appConfig().normalRouter ? t("admin.site.routingNormal") : t("admin.site.routingHash"),
    ],
    [t("admin.site.version"), <Address key="version">{version}</Address>],
    [
      t("admin.site.backendUrl"),
      backendUrl ? <Address key="url">{backendUrl}</Address> : t("admin.site.noBackend"),
    ],
  ];
  if (backendUrl) {
    facts.push([t("admin.site.users"), figure((known) => known.users)]);
    facts.push([t("admin.site.requests"), figure((known) => known.providerRequests)]);
  }

  return (
    <Panel level={2} title={t("admin.site.title")}>
      <FactList facts={facts} />
    </Panel>
  );
}
