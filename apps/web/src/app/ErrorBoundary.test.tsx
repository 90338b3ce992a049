import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "../shared/testing/test-providers";
import { ErrorBoundary } from "./ErrorBoundary";

function Broken(): never {
  throw new Error("the projector caught fire");
}

describe("ErrorBoundary", () => {
  it("replaces a failed render with the error screen and shows the error on request", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <TestProviders>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </TestProviders>,
    );
    expect(screen.getByRole("heading", { name: "We encountered an error!" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();

    const details = screen.getByText(/the projector caught fire/);
    expect(details.hidden).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Show error" }));
    expect(details.hidden).toBe(false);
    expect(screen.getByRole("button", { name: "Hide error" })).toBeTruthy();
    quiet.mockRestore();
  });
});
