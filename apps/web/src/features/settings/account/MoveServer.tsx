import type { FormEvent } from "react";
import type { MoveProblem } from "../../account";
import { useTranslation, type TFunction } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { useSettingsServices, type AccountRuntime } from "../settings-services";
import { FormStatus } from "../ui/FormStatus";
import { Panel } from "../../../shared/ui/Panel";
import { ServerAddressField, useAddressForm } from "./ServerAddressField";

/** The address problems belong under the field; the others are the move's outcome. */
function problemText(t: TFunction, problem: MoveProblem, url: string) {
  switch (problem) {
    case "invalidUrl":
    case "unreachable":
    case "notAccountServer":
      return { field: t(`settings.server.errors.${problem}`, { url }) };
    default:
      return { status: t(`settings.move.errors.${problem}`) };
  }
}

/**
 * "Move to another server" (issue 15): the account signs in on the other server with its own
 * key (registered there when new), everything is uploaded, then this browser switches to it.
 */
export function MoveServer({ runtime }: { runtime: AccountRuntime }) {
  const { t } = useTranslation();
  const { account: services, loadAuthFlows } = useSettingsServices();
  const form = useAddressForm();
  const { value, setValue, error, setError, status, setStatus, busy: moving } = form;

  async function move(event: FormEvent) {
    if (!form.begin(event)) return;
    form.setBusy(true);
    try {
      const flows = await loadAuthFlows();
      const outcome = await flows.moveToServer(value, services);
      const url = runtime.normalizeBackendUrl(value) ?? value.trim();
      if (outcome.ok) {
        setValue("");
        setStatus({
          tone: "done",
          text: t("settings.move.done", { name: outcome.meta.name, url }),
        });
        return;
      }
      const text = problemText(t, outcome.problem, url);
      setError(text.field ?? null);
      setStatus(text.status ? { tone: "error", text: text.status } : null);
    } catch (error) {
      console.error("[settings] the move failed", error);
      setStatus({ tone: "error", text: t("settings.move.errors.uploadFailed") });
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <Panel title={t("settings.move.heading")} text={t("settings.move.text")}>
      <form onSubmit={(event) => void move(event)} noValidate className="flex flex-col gap-4">
        <ServerAddressField
          label={t("settings.move.label")}
          value={value}
          onChange={setValue}
          error={error}
        />
        <div>
          <button type="submit" className={buttonClass("primary")} disabled={moving}>
            {moving ? t("settings.move.working") : t("settings.move.submit")}
          </button>
        </div>
        <FormStatus status={status} />
      </form>
    </Panel>
  );
}
