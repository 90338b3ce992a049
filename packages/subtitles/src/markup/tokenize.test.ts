import { describe, expect, it } from "vitest";
import { tokenizeMarkup } from "./tokenize";

const kinds = (text: string) =>
  tokenizeMarkup(text).map((token) =>
    token.kind === "text"
      ? token.text
      : token.kind === "open"
        ? `<${token.name}>`
        : `</${token.name}>`,
  );

describe("tokenizeMarkup", () => {
  it("splits text and tags, lower-casing names", () => {
    expect(kinds("a <I>b</I> c")).toEqual(["a ", "<i>", "b", "</i>", " c"]);
  });

  it("reads WebVTT classes and annotations", () => {
    const [voice, , colour] = tokenizeMarkup("<v.loud.angry Bob Smith>x<c.yellow>y");
    expect(voice).toMatchObject({ name: "v", classes: ["loud", "angry"], annotation: "Bob Smith" });
    expect(colour).toMatchObject({ name: "c", classes: ["yellow"], annotation: "" });
  });

  it("reads HTML attributes in every quoting style", () => {
    const [token] = tokenizeMarkup(`<font COLOR="#ff0000" face='Arial' size=3 hidden>`);
    expect(token?.kind).toBe("open");
    if (token?.kind !== "open") return;
    expect(Object.fromEntries(token.attributes)).toEqual({
      color: "#ff0000",
      face: "Arial",
      size: "3",
      hidden: "",
    });
  });

  it("keeps a '>' inside a quoted attribute value in the tag", () => {
    const tokens = tokenizeMarkup(`<span title="a > b">x</span>`);
    expect(tokens[0]).toMatchObject({ kind: "open", name: "span" });
    expect(tokens[1]).toEqual({ kind: "text", text: "x" });
  });

  it("treats a '<' that starts no tag as text", () => {
    expect(kinds("1 < 2 <3 and <<")).toEqual(["1 < 2 <3 and <<"]);
  });

  it("reads a '<' before a digit as text unless a WebVTT timestamp follows", () => {
    expect(kinds("5<10 and 20>3, I <3 you >_<")).toEqual(["5<10 and 20>3, I <3 you >_<"]);
    expect(kinds("a<1:00:01.500>b")).toEqual(["ab"]);
  });

  it("treats a tag never closed as text", () => {
    expect(kinds("see <b here")).toEqual(["see <b here"]);
  });

  it("drops comments, declarations and WebVTT timestamp tags", () => {
    expect(kinds("a<!-- <b>x</b> -->b<!DOCTYPE html><?xml x?><00:00:01.500>c")).toEqual(["abc"]);
    expect(kinds("a<!-- never closed <b>")).toEqual(["a"]);
  });

  it("reads self-closing tags as start tags", () => {
    expect(kinds("a<br/>b<br />c")).toEqual(["a", "<br>", "b", "<br>", "c"]);
  });
});
