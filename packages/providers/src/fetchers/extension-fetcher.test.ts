import { describe, expect, it } from "vitest";
import type { MakeRequestBody, MakeRequestReply } from "@matinee/contracts";
import { makeExtensionFetcher } from "./extension-fetcher";

function fakeExtension(reply: MakeRequestReply) {
  const sent: MakeRequestBody[] = [];
  const fetcher = makeExtensionFetcher({
    sendMessage(name, body) {
      expect(name).toBe("makeRequest");
      sent.push(body);
      return Promise.resolve(reply);
    },
  });
  return { sent, fetcher };
}

const okReply: MakeRequestReply = {
  success: true,
  response: {
    statusCode: 200,
    headers: { "content-type": "application/json", "set-cookie": "a=1", "x-other": "no" },
    finalUrl: "https://site.test/final",
    body: { hello: "world" },
  },
};

describe("makeExtensionFetcher", () => {
  it("sends makeRequest with the full URL, method and headers", async () => {
    const { sent, fetcher } = fakeExtension(okReply);
    await fetcher("/page", {
      baseUrl: "https://site.test",
      query: { id: "1" },
      headers: { Referer: "https://r.test" },
      readHeaders: ["Set-Cookie"],
    });
    expect(sent).toEqual([
      {
        url: "https://site.test/page?id=1",
        method: "GET",
        headers: { Referer: "https://r.test" },
        readHeaders: ["Set-Cookie"],
      },
    ]);
  });

  it("sends form bodies as entries and objects as objects", async () => {
    const { sent, fetcher } = fakeExtension(okReply);
    await fetcher("https://site.test/", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    await fetcher("https://site.test/", { method: "POST", body: { a: 1 } });
    expect(sent[0]).toMatchObject({ body: [["a", "1"]], bodyType: "URLSearchParams" });
    expect(sent[1]).toMatchObject({ body: { a: 1 }, bodyType: "object" });
  });

  it("sends FormData as its entries, and refuses a file it cannot carry", async () => {
    const { sent, fetcher } = fakeExtension(okReply);
    const form = new FormData();
    form.append("a", "1");
    form.append("a", "2");
    await fetcher("https://site.test/", { method: "POST", body: form });
    expect(sent[0]).toMatchObject({
      body: [
        ["a", "1"],
        ["a", "2"],
      ],
      bodyType: "FormData",
    });
    form.append("f", new Blob(["x"]));
    await expect(fetcher("https://site.test/", { method: "POST", body: form })).rejects.toThrow(
      /file/,
    );
  });

  it("keeps only the response headers the provider asked to read", async () => {
    const { fetcher } = fakeExtension(okReply);
    const response = await fetcher("https://site.test/", { readHeaders: ["Set-Cookie"] });
    expect(response).toEqual({
      statusCode: 200,
      headers: { "set-cookie": "a=1" },
      finalUrl: "https://site.test/final",
      body: { hello: "world" },
    });
  });

  it("turns an extension refusal into a fetch error", async () => {
    const { fetcher } = fakeExtension({ success: false, error: "site.test is not whitelisted" });
    await expect(fetcher("https://site.test/")).rejects.toMatchObject({
      name: "FetchError",
      message: expect.stringContaining("not whitelisted") as string,
    });
  });
});
