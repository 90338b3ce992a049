import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFERED_LANGUAGES } from "../../../shared/i18n/language-tags";
import { readStoredLanguage } from "../../../shared/i18n/stored-language";
import { renderSettings, testAccount } from "../testing/render-settings";
import { LanguageSection } from "./LanguageSection";

beforeEach(() => localStorage.clear());

// The test translator is shared by this file's tests: each one that switches goes back.
afterEach(async () => {
  const english = screen.queryByRole("radio", { name: /English/ });
  if (english && english.getAttribute("aria-checked") !== "true") {
    fireEvent.click(english);
    await waitFor(() => expect(english.getAttribute("aria-checked")).toBe("true"));
  }
});

function options() {
  return within(screen.getByRole("radiogroup")).getAllByRole("radio");
}

describe("LanguageSection", () => {
  it("lists the offered languages in their own names, the one in use checked", async () => {
    await renderSettings(<LanguageSection />);
    expect(screen.getByRole("radiogroup", { name: "Languages" })).toBeTruthy();
    const [english, arabic] = options();
    expect(options()).toHaveLength(OFFERED_LANGUAGES.length);
    expect(english?.getAttribute("aria-checked")).toBe("true");
    const ownName = arabic?.querySelector("[lang]");
    expect(ownName?.textContent).toBe("العربية");
    expect([ownName?.getAttribute("lang"), ownName?.getAttribute("dir")]).toEqual(["ar", "rtl"]);
    // Beside its own name, the name in the interface's language.
    expect(arabic?.textContent).toContain("Arabic");
  });

  it("finds a language by its own name or its English name, and says when none matches", async () => {
    await renderSettings(<LanguageSection />);
    const search = screen.getByRole("textbox", { name: "Search languages" });
    fireEvent.change(search, { target: { value: "arab" } });
    expect(options().map((option) => option.querySelector("[lang]")?.textContent)).toEqual([
      "العربية",
    ]);
    fireEvent.change(search, { target: { value: "عرب" } });
    expect(options()).toHaveLength(1);
    fireEvent.change(search, { target: { value: "ENGL" } });
    expect(options().map((option) => option.querySelector("[lang]")?.textContent)).toEqual([
      "English",
    ]);
    fireEvent.change(search, { target: { value: "klingon" } });
    expect(screen.queryByRole("radiogroup")).toBeNull();
    expect(screen.getByText("No language matches “klingon”.")).toBeTruthy();
  });

  it("applies a choice at once and keeps it; without an account nothing is queued", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<LanguageSection />, { calls: () => ({ enqueueSettings }) });
    fireEvent.click(options()[1]!);
    // The section itself turns Arabic: its search field and the confirmation.
    await screen.findByRole("textbox", { name: "البحث في اللغات" });
    expect(options()[1]?.getAttribute("aria-checked")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("صار Matinee الآن بلغة: العربية.");
    expect(readStoredLanguage()).toBe("ar");
    expect(enqueueSettings).not.toHaveBeenCalled();
  });

  it("with an account, queues the language for the account's other devices", async () => {
    const enqueueSettings = vi.fn(() => true);
    await renderSettings(<LanguageSection />, {
      account: testAccount,
      calls: () => ({ enqueueSettings }),
    });
    fireEvent.click(options()[1]!);
    await waitFor(() =>
      expect(enqueueSettings).toHaveBeenCalledWith({ applicationLanguage: "ar" }),
    );
  });
});
