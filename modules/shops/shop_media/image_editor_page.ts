// The image editor page's server function (client-safe: the handler runs on the server).
import { createServerFn } from "@tanstack/react-start";
import { loadImageEditorWords } from "./image_editor_words.server.ts";

/** /image-editor?shop=…: the editor's words in the shop's staff language; null (en-US) without such a shop. */
export const getImageEditorWords = createServerFn({ method: "GET" })
  .validator((input: { shop?: string }) => ({
    shop: typeof input.shop === "string" ? input.shop : undefined,
  }))
  .handler(({ data, context }) => loadImageEditorWords(context, data.shop));
