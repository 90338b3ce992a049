import { MetadataError } from "@matinee/catalogue";
import { useState } from "react";
import { useTranslation } from "../../shared/i18n";
import { appConfig } from "../../shared/lib/config";
import { useServices } from "../../shared/lib/services";
import { buttonClass } from "../../shared/ui/button-styles";
import { Panel } from "../../shared/ui/Panel";
import { isTmdbReadToken } from "./tmdb-token";

type Failure =
  | { problem: "notSet" | "notReadToken" | "unreachable" | "invalid" }
  | { problem: "refused"; status: number };
type State = "idle" | "running" | { ok: true; title: string } | ({ ok: false } & Failure);

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

function failureOf(error: unknown): Failure {
  if (!(error instanceof MetadataError)) return { problem: "unreachable" };
  if (error.kind === "network") return { problem: "unreachable" };
  if (error.kind === "invalid") return { problem: "invalid" };
  return { problem: "refused", status: error.status ?? 0 };
}

/**
 * The movie database test (SPEC §5): a TMDB read token must be set and be a read token, and
 * TMDB must answer with it. On the open offline catalogue there is no token: the catalogue is
 * asked instead.
 */
export function MetadataTest() {
  const { t } = useTranslation();
  const { metadata } = useServices();
  const { tmdbReadApiKey, isOpenCatalogue } = appConfig();
  const [state, setState] = useState<State>("idle");

  async function run() {
    if (!isOpenCatalogue) {
      if (!tmdbReadApiKey || !metadata) return setState({ ok: false, problem: "notSet" });
      if (!isTmdbReadToken(tmdbReadApiKey)) return setState({ ok: false, problem: "notReadToken" });
    }
    if (!metadata) return setState({ ok: false, problem: "notSet" });
    setState("running");
    try {
      const page = await metadata.movieList("popular");
      const first = page.results[0];
      setState(first ? { ok: true, title: first.title } : { ok: false, problem: "invalid" });
    } catch (error) {
      setState({ ok: false, ...failureOf(error) });
    }
  }

  const failure = typeof state === "object" && !state.ok ? state : null;
  return (
    <Panel
      level={2}
      title={t("admin.tmdb.title")}
      text={isOpenCatalogue ? t("admin.tmdb.openCatalogue") : t("admin.tmdb.text")}
    >
      <button
        type="button"
        onClick={() => void run()}
        disabled={state === "running"}
        className={`${buttonClass("secondary")} ${focusRing} self-start`}
      >
        {state === "running" ? t("admin.tmdb.running") : t("admin.tmdb.run")}
      </button>
      <p role="status" className="text-sm font-medium text-accent empty:hidden">
        {typeof state === "object" && state.ok ? t("admin.tmdb.ok", { title: state.title }) : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-danger empty:hidden">
        {failure?.problem === "refused"
          ? t("admin.tmdb.errors.refused", { status: String(failure.status) })
          : failure
            ? t(`admin.tmdb.errors.${failure.problem}`)
            : ""}
      </p>
    </Panel>
  );
}
