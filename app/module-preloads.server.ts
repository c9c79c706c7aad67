// The document's head without React Router's <link rel="modulepreload"> tags (ADR 0027). They ask for every
// module of the page's code (some twenty files, ~130 KB) at the same moment as the stylesheets and the
// first screen's image, which then share the connection with code the page does not need to be seen: every
// page is whole and usable before its code runs (links and forms work without it). Without them the page's
// one module script, at the end of the body, asks for its modules as soon as the document is parsed.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";

/** A pass-through of the document that drops the head's module preloads (a tag may span two chunks). */
export function withoutModulePreloads(): Transform {
  // Text of the head so far; a character split between two chunks waits in the decoder.
  const decoder = new StringDecoder("utf8");
  let head = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      head += decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1) {
        callback();
        return;
      }
      inHead = false;
      const rest = head.slice(end);
      const out = head.slice(0, end).replace(MODULE_PRELOAD, "") + rest;
      head = "";
      callback(null, Buffer.from(out, "utf8"));
    },
    flush(callback) {
      const rest = head + decoder.end();
      callback(null, rest === "" ? null : Buffer.from(rest.replace(MODULE_PRELOAD, ""), "utf8"));
    },
  });
}
