import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n, I18nProvider, useTranslation, type TFunction } from ".";

describe("useTranslation", () => {
  it("gives t and the language, keeps t across renders and re-renders on a language change", async () => {
    const i18n = createI18n();
    const seen: TFunction[] = [];
    function Probe() {
      const { t, i18n: current } = useTranslation();
      seen.push(t);
      return (
        <p>
          {t("app.pageTitle", { title: "Nosferatu" })} · {current.language}
        </p>
      );
    }
    const view = render(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText("Nosferatu - Matinee · en")).toBeTruthy();
    view.rerender(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    expect(new Set(seen).size).toBe(1);

    await act(() => i18n.changeLanguage("fr"));
    // No French strings ship yet: the language switches, the strings fall back to English.
    expect(screen.getByText("Nosferatu - Matinee · fr")).toBeTruthy();
    expect(new Set(seen).size).toBe(2);
  });

  it("says what is wrong when no provider is above it", () => {
    function Orphan() {
      useTranslation();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(/I18nProvider/);
  });
});
