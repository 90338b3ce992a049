import type { MetaDto } from "@matinee/contracts";
import { useState } from "react";
import { loadAccount } from "../account";
import { useTranslation } from "../../shared/i18n";
import { buttonClass } from "../../shared/ui/button-styles";
import { Panel } from "../../shared/ui/Panel";
import { FactList } from "./FactList";

type Problem = "notConfigured" | "invalidUrl" | "unreachable" | "notAccountServer";
type State = "idle" | "running" | { ok: true; meta: MetaDto } | { ok: false; problem: Problem };

const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** Asks the account server to introduce itself (`GET /meta`) and shows what it says. */
export function BackendTest({ backendUrl }: { backendUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>("idle");

  async function run() {
    if (!backendUrl) return setState({ ok: false, problem: "notConfigured" });
    setState("running");
    const { checkBackendUrl } = await loadAccount();
    const check = await checkBackendUrl(backendUrl);
    setState(check.ok ? { ok: true, meta: check.meta } : { ok: false, problem: check.problem });
  }

  return (
    <Panel level={2} title={t("admin.backend.title")} text={t("admin.backend.text")}>
      <button
        type="button"
        onClick={() => void run()}
        disabled={state === "running" || backendUrl === undefined}
        className={`${buttonClass("secondary")} ${focusRing} self-start`}
      >
        {state === "running" ? t("admin.backend.running") : t("admin.backend.run")}
      </button>
      <p role="status" className="text-sm font-medium text-accent empty:hidden">
        {typeof state === "object" && state.ok ? t("admin.backend.ok") : ""}
      </p>
      <p role="alert" className="text-sm font-medium text-danger empty:hidden">
        {typeof state === "object" && !state.ok ? t(`admin.backend.errors.${state.problem}`) : ""}
      </p>
      {typeof state === "object" && state.ok ? (
        <FactList
          facts={[
            [t("admin.backend.name"), state.meta.name],
            [
              t("admin.backend.description"),
              state.meta.description || t("admin.backend.noDescription"),
            ],
            [t("admin.backend.version"), state.meta.version],
            [
              t("admin.backend.captcha"),
              state.meta.hasCaptcha ? t("admin.backend.captchaOn") : t("admin.backend.captchaOff"),
            ],
          ]}
        />
      ) : null}
    </Panel>
  );
}
