import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";

/** The preview caption's computed look. */
const previewLook = (page: Page) =>
  page.getByTestId("caption-preview-line").evaluate((line) => {
    const style = getComputedStyle(line);
    return {
      color: style.color,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      background: style.backgroundColor,
    };
  });

describe("subtitle settings", () => {
  const session = useBrowser();

  it("restyles the preview from the size slider and a colour swatch, and keeps it across a reload", async () => {
    const page = await session.newPage();
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/settings#subtitles");
    await page.getByTestId("caption-preview-line").waitFor();
    // The defaults: white at 1.5em of the 16 px frame.
    expect(await previewLook(page)).toEqual({
      color: "rgb(255, 255, 255)",
      fontSize: "24px",
      fontWeight: "400",
      background: "rgba(0, 0, 0, 0.5)",
    });

    // The size slider by keyboard: End goes to its top, 200 %.
    const size = page.getByRole("slider", { name: "Text size" });
    await size.focus();
    await page.keyboard.press("End");
    await page.getByText("200 %").waitFor();
    await page.locator("label").filter({ hasText: "Yellow" }).click();
    const changed = { color: "rgb(226, 229, 53)", fontSize: "48px" };
    expect(await previewLook(page)).toMatchObject(changed);
    // Nothing sticks out sideways at 320 px.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    await page.reload();
    await page.getByTestId("caption-preview-line").waitFor();
    expect(await previewLook(page)).toMatchObject(changed);
    expect(await page.getByRole("radio", { name: "Yellow" }).isChecked()).toBe(true);
    expect(await page.getByRole("slider", { name: "Text size" }).inputValue()).toBe("200");

    await page.getByRole("button", { name: "Reset to defaults" }).click();
    expect(await previewLook(page)).toMatchObject({
      color: "rgb(255, 255, 255)",
      fontSize: "24px",
    });
  });
});
