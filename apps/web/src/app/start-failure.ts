import type { I18n } from "../shared/i18n";
import { buttonClass } from "../shared/ui/button-styles";

/**
 * The app's own code failed to load (offline a moment, or a deploy replaced its files): says
 * so in `container`, in plain DOM (React is part of what did not load), with a way to try again.
 */
export function showStartFailure(container: HTMLElement, { t }: Pick<I18n, "t">): void {
  const box = document.createElement("div");
  box.setAttribute("role", "alert");
  box.className = "mx-auto max-w-md px-6 py-16 text-center";
  const title = document.createElement("h1");
  title.className = "text-xl font-bold";
  title.textContent = t("errorScreen.title");
  const text = document.createElement("p");
  text.className = "mt-2 text-ink-muted";
  text.textContent = t("errorScreen.text");
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = `mt-6 ${buttonClass("primary")}`;
  reload.textContent = t("errorScreen.reload");
  reload.addEventListener("click", () => window.location.reload());
  box.append(title, text, reload);
  container.replaceChildren(box);
}
