import { it } from "vitest";
import { useBrowser } from "./support/browser";
import { measureFirstVisit } from "./support/first-visit-bytes";
const session = useBrowser();
it("measures /", async () => {
  for (const lang of ["en-US", "ar"]) {
    const page = await session.newPage({ locale: lang });
    const visit = await measureFirstVisit(page, "/", (ready) => ready.getByRole("searchbox").waitFor());
    console.log(`MEASURE ${lang} / total ${visit.gzipBytes}\n` + visit.files.map((f) => `${f.gzip} ${f.path}`).join("\n"));
  }
});
