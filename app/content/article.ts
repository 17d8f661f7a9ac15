import type { Block } from "./types";

/**
 * An article's blocks written as text, the way one writes it: blocks are separated by a blank line;
 * "## " starts a heading, "### " a sub-heading and "> " a tip; a block whose lines all start with "- "
 * is a list, with "1. ", "2. " … a numbered list; any other block is a paragraph. Text stays inline
 * text ([label](/path) links).
 */
export function article(text: string): Block[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((chunk): Block => {
      const lines = chunk.split("\n").map((line) => line.trim());
      if (lines.every((line) => line.startsWith("- ")))
        return { type: "ul", items: lines.map((line) => line.slice(2)) };
      if (lines.every((line) => /^\d+\. /.test(line)))
        return { type: "ol", items: lines.map((line) => line.replace(/^\d+\. /, "")) };
      const joined = lines.join(" ");
      if (joined.startsWith("## ")) return { type: "h2", text: joined.slice(3) };
      if (joined.startsWith("### ")) return { type: "h3", text: joined.slice(4) };
      if (joined.startsWith("> ")) return { type: "tip", text: joined.slice(2) };
      return { type: "p", text: joined };
    });
}
