import { describe, expect, inject, it } from "vitest";

describe("the open catalogue over HTTP", () => {
  const baseUrl = inject("baseUrl");

  it("answers a search for nosferatu with the 1922 film", async () => {
    const response = await fetch(`${baseUrl}/catalogue/3/search/multi?query=nosferatu`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      results: Array<{ title?: string; release_date?: string; media_type: string }>;
    };
    const film = body.results.find((item) => item.title === "Nosferatu");
    expect(film?.media_type).toBe("movie");
    expect(film?.release_date?.slice(0, 4)).toBe("1922");
  });

  it("serves the config the web app boots from", async () => {
    const response = await fetch(`${baseUrl}/config.js`);
    expect(await response.text()).toContain(`"VITE_METADATA_URL": "${baseUrl}/catalogue/3"`);
  });
});
