import { describe, expect, it } from "vitest";
import { accountCall, eventually, seedAccount, signIn } from "./support/account";
import { useBrowser } from "./support/browser";

// The synced settings of SPEC §3 besides theme and language (themes.e2e.ts, languages.e2e.ts):
// the default subtitle language and the proxy workers, set in one browser's settings, reach the
// account server and appear in the settings of the account's other browser.

interface ServerSettings {
  defaultSubtitleLanguage: string | null;
  proxyUrls: string[] | null;
}

describe("settings sync between an account's browsers", () => {
  const session = useBrowser();

  it("carries the default subtitle language and the proxy workers to another browser", async () => {
    const first = await signIn(session.baseUrl, "Browser A");
    const page = await session.newPage();
    await seedAccount(page, first);
    const proxy = `${session.baseUrl}/proxy`;

    await page.goto("/settings#subtitles");
    const subtitles = page.getByRole("region", { name: "Subtitles" });
    await subtitles.getByRole("textbox", { name: "Search subtitle languages" }).fill("german");
    await subtitles.locator("label").filter({ hasText: "Deutsch" }).click();
    const connections = page.getByRole("region", { name: "Connections" });
    await connections.getByRole("textbox", { name: "Proxy URL" }).fill(proxy);
    await connections.getByRole("button", { name: "Add proxy" }).click();
    await connections.getByText(`Added ${proxy}.`).waitFor();

    const onServer = () =>
      accountCall<ServerSettings>(session.baseUrl, "GET", `/users/${first.userId}/settings`, {
        token: first.token,
      });
    const synced = await eventually(
      onServer,
      (settings) =>
        settings.defaultSubtitleLanguage === "de" && settings.proxyUrls?.includes(proxy) === true,
    );
    expect(synced).toMatchObject({ defaultSubtitleLanguage: "de", proxyUrls: [proxy] });

    const second = await signIn(session.baseUrl, "Browser B", first.passphrase);
    const other = await session.newPage();
    await seedAccount(other, second);
    await other.goto("/settings#subtitles");
    const chosen = other
      .getByRole("radiogroup", { name: "Default subtitle language" })
      .getByRole("radio", { checked: true });
    await expect
      .poll(() => chosen.evaluate((radio) => (radio as HTMLInputElement).value), {
        timeout: 15_000,
      })
      .toBe("de");
    await other
      .getByRole("list", { name: "Your proxy workers" })
      .getByText(proxy, { exact: true })
      .waitFor();
  });
});
