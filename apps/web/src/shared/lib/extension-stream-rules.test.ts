import type { PlainReply, PrepareStreamBody } from "@matinee/contracts";
import type { ExtensionStatus } from "@matinee/providers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStreamRules, streamRuleOf } from "./extension-stream-rules";

const referer = { Referer: "https://player.example/" };

afterEach(() => vi.restoreAllMocks());

describe("the extension rule for the hosts the player reports", () => {
  it("gives the stream's hosts rule 1 with the headers the stream asks for", () => {
    expect(
      streamRuleOf(
        { kind: "stream", hosts: ["CDN.example", "cdn.example", "alt.example"], headers: referer },
        "matinee.example",
      ),
    ).toEqual({
      ruleId: 1,
      targetDomains: ["cdn.example", "alt.example"],
      requestHeaders: referer,
    });
  });

  it("gives HLS level fragment hosts rule 2 and audio fragment hosts rule 3", () => {
    const level = streamRuleOf(
      { kind: "hlsLevel", hosts: ["seg.example"], headers: referer },
      "matinee.example",
    );
    const audio = streamRuleOf(
      { kind: "hlsAudio", hosts: ["aud.example"], headers: referer },
      "matinee.example",
    );
    expect(level).toMatchObject({ ruleId: 2, targetDomains: ["seg.example"] });
    expect(audio).toMatchObject({ ruleId: 3, targetDomains: ["aud.example"] });
  });

  it("still opens a host without headers to the page (the extension's CORS answer headers)", () => {
    expect(
      streamRuleOf({ kind: "stream", hosts: ["cdn.example"], headers: {} }, "matinee.example"),
    ).toEqual({ ruleId: 1, targetDomains: ["cdn.example"] });
  });

  it("leaves this site's own host alone, and sets nothing when no other host is left", () => {
    expect(
      streamRuleOf(
        { kind: "stream", hosts: ["matinee.example", "cdn.example"], headers: {} },
        "Matinee.example",
      ),
    ).toEqual({ ruleId: 1, targetDomains: ["cdn.example"] });
    expect(
      streamRuleOf(
        { kind: "stream", hosts: ["matinee.example"], headers: referer },
        "matinee.example",
      ),
    ).toBeNull();
    expect(streamRuleOf({ kind: "hlsLevel", hosts: [], headers: referer }, "x.example")).toBeNull();
  });

  it("names at most 100 domains, the extension's bound", () => {
    const hosts = Array.from({ length: 150 }, (_, i) => `h${i}.example`);
    expect(
      streamRuleOf({ kind: "hlsLevel", hosts, headers: {} }, "x.example")?.targetDomains,
    ).toHaveLength(100);
  });
});

function rules(status: ExtensionStatus, send: (body: PrepareStreamBody) => Promise<PlainReply>) {
  return createStreamRules({
    extensionState: () => Promise.resolve({ status }),
    send,
    pageHostname: () => "matinee.example",
  });
}

describe("onStreamHosts", () => {
  it("sends prepareStream while the extension is active, resolving once the rule is set", async () => {
    let setRule: (reply: PlainReply) => void = () => undefined;
    const send = vi.fn(() => new Promise<PlainReply>((resolve) => (setRule = resolve)));
    let done = false;
    const prepared = rules(
      "success",
      send,
    )({
      kind: "stream",
      hosts: ["cdn.example"],
      headers: referer,
    }).then(() => (done = true));
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith({
      ruleId: 1,
      targetDomains: ["cdn.example"],
      requestHeaders: referer,
    });
    await Promise.resolve();
    expect(done).toBe(false); // The engine waits for this before the stream's first request.
    setRule({ success: true });
    await prepared;
    expect(done).toBe(true);
  });

  it.each(["unknown", "failed", "disallowed", "noperms", "outdated"] as const)(
    "does nothing when the extension is %s",
    async (status) => {
      const send = vi.fn(() => Promise.resolve({ success: true } as PlainReply));
      await rules(status, send)({ kind: "stream", hosts: ["cdn.example"], headers: referer });
      expect(send).not.toHaveBeenCalled();
    },
  );

  it("resolves when the extension refuses or does not answer, so the stream still tries", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const request = { kind: "stream", hosts: ["cdn.example"], headers: referer } as const;
    await expect(
      rules("success", () => Promise.resolve({ success: false, error: "not whitelisted" }))(
        request,
      ),
    ).resolves.toBeUndefined();
    await expect(
      rules("success", () => Promise.reject(new Error("timed out")))(request),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
