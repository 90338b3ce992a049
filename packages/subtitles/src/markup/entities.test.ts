import { describe, expect, it } from "vitest";
import { decodeEntities } from "./entities";

describe("decodeEntities", () => {
  it("decodes the markup characters", () => {
    expect(decodeEntities("&lt;b&gt; &amp; &quot;x&quot; &apos;y&apos;")).toBe(`<b> & "x" 'y'`);
  });

  it("decodes decimal and hexadecimal references", () => {
    expect(decodeEntities("&#228;&#xF6;&#X1F600;")).toBe("äö😀");
  });

  it("decodes Latin-1 letter names", () => {
    expect(decodeEntities("&Auml;&auml;&Ouml;&ouml;&aring;&szlig;&eacute;&Ccedil;")).toBe(
      "ÄäÖöåßéÇ",
    );
    expect(decodeEntities("&times;&divide;&yuml;")).toBe("×÷ÿ");
  });

  it("decodes the common ones written without a semicolon", () => {
    expect(decodeEntities("a &amp b &nbsp c")).toBe("a & b \u00a0 c");
  });

  it("leaves unknown names and names needing a semicolon as written", () => {
    expect(decodeEntities("&bogus; &eacute x &")).toBe("&bogus; &eacute x &");
  });

  it("replaces references to no character with U+FFFD", () => {
    expect(decodeEntities("&#0;&#xD800;&#9999999;")).toBe("\ufffd\ufffd\ufffd");
  });

  it("decodes once, so an escaped entity stays an entity", () => {
    expect(decodeEntities("&amp;lt;")).toBe("&lt;");
  });
});
