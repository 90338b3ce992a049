import { describe, expect, it, vi } from "vitest";
import { AccountApiError, createAccountApi } from "./account-api";

function recorder(status = 200, body: unknown = {}) {
  const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  );
  const api = createAccountApi({ baseUrl: "https://a.test/api/", token: "t", fetch });
  const last = () => {
    const [url, init] = fetch.mock.calls.at(-1) ?? [];
    const headers = new Headers(init?.headers);
    return {
      url: url instanceof Request ? url.url : url?.toString(),
      method: init?.method,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      authorization: headers.get("authorization"),
    };
  };
  return { api, last };
}

describe("the account API client", () => {
  it("calls under the configured base with the bearer token", async () => {
    const { api, last } = recorder();
    await api.bookmarks("u1");
    expect(last()).toMatchObject({
      url: "https://a.test/api/users/u1/bookmarks",
      method: "GET",
      authorization: "Bearer t",
    });
  });

  it("deletes an account with DELETE, not GET (quirk 11)", async () => {
    const { api, last } = recorder();
    await api.deleteUser("u1");
    expect(last()).toMatchObject({ url: "https://a.test/api/users/u1", method: "DELETE" });
  });

  it("sends an episode's season and episode ids each in its own field (quirk 12)", async () => {
    const { api, last } = recorder();
    await api.deleteProgress("u1", "5", { seasonId: "s1", episodeId: "e2" });
    expect(last()).toMatchObject({ method: "DELETE", body: { seasonId: "s1", episodeId: "e2" } });
  });

  it("sends {} to delete a whole title: the server needs a body", async () => {
    const { api, last } = recorder();
    await api.deleteProgress("u1", "5", {});
    expect(last().body).toEqual({});
  });

  it("sends register/start a body even without a captcha token", async () => {
    const { api, last } = recorder(200, { challenge: "c" });
    await api.registerStart();
    expect(last().body).toEqual({});
  });

  it("throws the status and the parsed body of a refusal", async () => {
    const { api } = recorder(403, { errorType: "message", message: "no" });
    const error = await api.me().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccountApiError);
    expect(error).toMatchObject({ status: 403, body: { message: "no" } });
  });

  it("throws status null when there is no answer", async () => {
    const api = createAccountApi({
      baseUrl: "https://a.test",
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await expect(api.meta()).rejects.toMatchObject({ status: null });
  });
});
