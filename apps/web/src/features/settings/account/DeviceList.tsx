import { useEffect, useState } from "react";
import type { Device } from "../../account";
import { useFormat, useTranslation } from "../../../shared/i18n";
import { buttonClass } from "../../../shared/ui/button-styles";
import { Dialog } from "../../../shared/ui/Dialog";
import { Spinner } from "../../../shared/ui/Spinner";
import { useSettingsServices, type AccountRuntime, type LoggedInProps } from "../settings-services";
import { ConfirmButtons } from "../ui/ConfirmButtons";
import { FormStatus, type FormStatusValue } from "../ui/FormStatus";
import { Panel } from "../../../shared/ui/Panel";

type ListState = { devices: Device[] } | { failed: true };

function useLastUsed() {
  const format = useFormat();
  return (iso: string): string | null => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? null : format.date(time);
  };
}

function RemoveDeviceDialog({
  runtime,
  device,
  label,
  onClose,
  onRemoved,
}: {
  runtime: AccountRuntime;
  device: Device;
  label: string;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const { account: services } = useSettingsServices();
  const [removing, setRemoving] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(null);

  async function remove(close: () => void) {
    setRemoving(true);
    setStatus(null);
    try {
      await runtime.removeDevice(services, device.id);
      onRemoved();
      close();
    } catch {
      setStatus({ tone: "error", text: t("settings.account.devices.removeFailed") });
      setRemoving(false);
    }
  }

  return (
    <Dialog title={t("settings.account.devices.confirmTitle")} onClose={onClose}>
      {(close) => (
        <>
          <p className="text-sm leading-relaxed text-ink-muted">
            {t("settings.account.devices.confirmText", { name: label })}
          </p>
          <FormStatus status={status} />
          <ConfirmButtons
            label={t(`settings.account.devices.${removing ? "removing" : "confirm"}`)}
            onCancel={close}
            onConfirm={() => void remove(close)}
            busy={removing}
            danger
          />
        </>
      )}
    </Dialog>
  );
}

/**
 * The account's sessions, names decrypted here (one that cannot be read shows a placeholder,
 * quirk 16), this device marked and first; any other can be removed after a confirmation.
 */
export function DeviceList({ runtime, account }: LoggedInProps) {
  const { t } = useTranslation();
  const { account: services } = useSettingsServices();
  const lastUsed = useLastUsed();
  const [removing, setRemoving] = useState<Device | null>(null);
  const [status, setStatus] = useState<FormStatusValue>(null);
  // A new list is asked for after a rename (here or on a restore), after a move to another
  // server, and on "try again" or a removal; until it comes, the loading state shows.
  const [attempt, setAttempt] = useState(0);
  const key = `${account.sessionId} ${account.deviceName} ${attempt}`;
  const [result, setResult] = useState<{ key: string; list: ListState } | null>(null);
  const list = result?.key === key ? result.list : null;
  const reload = () => setAttempt((count) => count + 1);

  useEffect(() => {
    let live = true;
    runtime.listDevices(services).then(
      (devices) => {
        if (live) setResult({ key, list: { devices } });
      },
      (error: unknown) => {
        console.error("[settings] the devices did not load", error);
        if (live) setResult({ key, list: { failed: true } });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, services, key]);

  const nameOf = (device: Device) => device.name ?? t("account.devices.unknownName");

  return (
    <Panel title={t("settings.account.devices.heading")} text={t("settings.account.devices.text")}>
      {list === null ? <Spinner label={t("settings.account.devices.loading")} /> : null}
      {list && "failed" in list ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm font-medium text-danger">
            {t("settings.account.devices.loadFailed")}
          </p>
          <button type="button" className={buttonClass("secondary")} onClick={reload}>
            {t("settings.account.devices.retry")}
          </button>
        </div>
      ) : null}
      {list && "devices" in list ? (
        <ul className="flex flex-col">
          {list.devices.map((device) => {
            const used = lastUsed(device.accessedAt);
            return (
              <li
                key={device.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-line py-3"
              >
                <div className="flex min-w-0 flex-col gap-0.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <span
                      className={`font-medium break-words ${device.name === null ? "text-ink-muted" : "text-ink"}`}
                    >
                      {nameOf(device)}
                    </span>
                    {device.current ? (
                      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
                        {t("settings.account.devices.current")}
                      </span>
                    ) : null}
                  </span>
                  {used ? (
                    <span className="text-sm text-ink-muted">
                      {t("settings.account.devices.lastUsed", { date: used })}
                    </span>
                  ) : null}
                </div>
                {device.current ? null : (
                  <button
                    type="button"
                    className={buttonClass("secondary")}
                    aria-label={t("settings.account.devices.removeNamed", { name: nameOf(device) })}
                    onClick={() => {
                      setStatus(null);
                      setRemoving(device);
                    }}
                  >
                    {t("settings.account.devices.remove")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <FormStatus status={status} />
      {removing ? (
        <RemoveDeviceDialog
          runtime={runtime}
          device={removing}
          label={nameOf(removing)}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setStatus({
              tone: "done",
              text: t("settings.account.devices.removed", { name: nameOf(removing) }),
            });
            reload();
          }}
        />
      ) : null}
    </Panel>
  );
}
