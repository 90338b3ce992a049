import { describe, expect, it } from "vitest";
import { createMessageHandler } from "./handle-message";
import { SITE, fakeBrowser } from "./test-deps";

describe("hello", () => {
  it("answers the version, whether the sending site is allowed and has the permission", async () => {
    const browser = fakeBrowser({ whitelist: ["site.test"], hasPermission: false });
    const handle = createMessageHandler(browser.deps);
    expect(await handle({ name: "hello" }, SITE)).toEqual({
      success: true,
      version: "1.2.0",
      allowed: true,
      hasPermission: false,
    });
    expect(await handle({ name: "hello" }, { url: "https://other.test/" })).toMatchObject({
      allowed: false,
    });
  });

  it("fails without a sending page", async () => {
    const handle = createMessageHandler(fakeBrowser().deps);
    expect(await handle({ name: "hello" }, {})).toEqual({
      success: false,
      error: "hello must come from a page",
    });
  });
});

describe("messages the extension does not know", () => {
  it("answers each with a failure", async () => {
    const handle = createMessageHandler(fakeBrowser().deps);
    for (const message of [null, "hello", { name: "deleteEverything" }, { body: 1 }]) {
      expect(await handle(message, SITE)).toEqual({ success: false, error: "Unknown message" });
    }
  });
});

describe("prepareStream", () => {
  it("replaces its rule with one setting the headers and opening CORS for the domains", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    const body = {
      ruleId: 1,
      targetDomains: ["CDN.Example.test"],
      requestHeaders: { Referer: "https://player.test/", Origin: "https://player.test" },
      responseHeaders: { "Cache-Control": "no-store" },
    };
    expect(await handle({ name: "prepareStream", body }, SITE)).toEqual({ success: true });
    expect(await handle({ name: "prepareStream", body }, SITE)).toEqual({ success: true });
    expect([...browser.rules.values()]).toEqual([
      {
        id: 1,
        priority: 1,
        condition: { requestDomains: ["cdn.example.test"] },
        action: {
          type: "modifyHeaders",
          requestHeaders: [
            { header: "Referer", operation: "set", value: "https://player.test/" },
            { header: "Origin", operation: "set", value: "https://player.test" },
          ],
          responseHeaders: [
            { header: "Access-Control-Allow-Origin", operation: "set", value: "*" },
            {
              header: "Access-Control-Allow-Methods",
              operation: "set",
              value: "GET, POST, PUT, DELETE, PATCH, OPTIONS",
            },
            { header: "Access-Control-Allow-Headers", operation: "set", value: "*" },
            { header: "Access-Control-Allow-Credentials", operation: "set", value: "true" },
            { header: "Cache-Control", operation: "set", value: "no-store" },
          ],
        },
      },
    ]);
  });

  it("takes a regex instead of domains, and installs HLS rules 2 and 3 beside rule 1", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    await handle({ name: "prepareStream", body: { ruleId: 1, targetDomains: ["a.test"] } }, SITE);
    await handle(
      { name: "prepareStream", body: { ruleId: 2, targetRegex: "^https://b\\.test/" } },
      SITE,
    );
    await handle({ name: "prepareStream", body: { ruleId: 3, targetDomains: ["c.test"] } }, SITE);
    expect([...browser.rules.keys()]).toEqual([1, 2, 3]);
    expect(browser.rules.get(2)?.condition).toEqual({ regexFilter: "^https://b\\.test/" });
    expect(browser.rules.get(2)?.action.requestHeaders).toBeUndefined();
  });

  it("refuses a rule without a target, or with an empty domain list, naming the field", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    const noTarget = await handle({ name: "prepareStream", body: { ruleId: 1 } }, SITE);
    const empty = await handle(
      { name: "prepareStream", body: { ruleId: 1, targetDomains: [] } },
      SITE,
    );
    expect(noTarget).toMatchObject({
      success: false,
      error: expect.stringContaining("targetDomains"),
    });
    expect(empty).toMatchObject({
      success: false,
      error: expect.stringContaining("targetDomains"),
    });
    expect(browser.rules.size).toBe(0);
  });

  it("is refused to a site that is not whitelisted", async () => {
    const browser = fakeBrowser({ whitelist: ["site.test:8080"] });
    const handle = createMessageHandler(browser.deps);
    const body = { ruleId: 1, targetDomains: ["a.test"] };
    expect(await handle({ name: "prepareStream", body }, SITE)).toEqual({
      success: false,
      error:
        "site.test is not whitelisted. Open the extension and click on the power button to whitelist the site.",
    });
    expect(browser.rules.size).toBe(0);
  });
});

describe("openPage", () => {
  it("opens the extension page in the sender's tab, to come back to the page", async () => {
    const browser = fakeBrowser({ whitelist: [] });
    const handle = createMessageHandler(browser.deps);
    const body = { page: "PermissionGrant", redirectUrl: "https://site.test/onboarding?x=1" };
    expect(await handle({ name: "openPage", body }, SITE)).toEqual({ success: true });
    expect(browser.navigations).toEqual([
      {
        tabId: 7,
        url: "chrome-extension://abc/tabs/PermissionGrant.html?redirectUrl=https%3A%2F%2Fsite.test%2Fonboarding%3Fx%3D1",
      },
    ]);
  });

  it("refuses without a tab, to another site, or to a page that does not exist", async () => {
    const browser = fakeBrowser();
    const handle = createMessageHandler(browser.deps);
    const grant = (redirectUrl: string) => ({ page: "PermissionGrant", redirectUrl });
    const replies = [
      await handle({ name: "openPage", body: grant(SITE.url) }, { url: SITE.url }),
      await handle({ name: "openPage", body: grant("https://evil.test/") }, SITE),
      await handle({ name: "openPage", body: grant("javascript:alert(1)") }, SITE),
      await handle({ name: "openPage", body: { page: "../popup", redirectUrl: SITE.url } }, SITE),
    ];
    expect(replies.map((reply) => reply.success)).toEqual([false, false, false, false]);
    expect(replies[3]).toMatchObject({ error: expect.stringContaining("page") });
    expect(browser.navigations).toEqual([]);
  });
});
