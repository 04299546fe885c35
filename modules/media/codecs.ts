// Content types of video views, for the viewer's <source> elements (seed 001 section 5): only video/
// types become sources, and "apac" (Apple's spatial audio, which no browser decodes) is removed from codec
// lists, so a browser does not refuse an iPhone clip whose other codecs it plays. The seed says "mp4 codec
// lists"; an iPhone's .mov (video/quicktime) is the same ISO file format and carries the same track.

/** `video/mp4; codecs="hvc1.2.4.L123.B0, apac"` -> `video/mp4; codecs="hvc1.2.4.L123.B0"`. */
export function withoutApac(contentType: string): string {
  const [mediaType, ...parameters] = contentType.split(";");
  if (!/^\s*(video|audio)\/(mp4|quicktime|x-m4v)\s*$/i.test(mediaType)) return contentType;
  const kept: string[] = [];
  for (const parameter of parameters) {
    const match = /^\s*codecs\s*=\s*"?([^"]*)"?\s*$/i.exec(parameter);
    if (match === null) {
      kept.push(parameter.trim());
      continue;
    }
    const codecs = match[1].split(",").map((c) => c.trim())
      .filter((c) => c !== "" && !/^apac(\.|$)/i.test(c));
    // A list with nothing left would tell the browser nothing: leave the parameter out.
    if (codecs.length > 0) kept.push(`codecs="${codecs.join(", ")}"`);
  }
  return [mediaType.trim(), ...kept].join("; ");
}

/** Seed 001 section 5: a view is offered to <video> only when its content type starts with video/. */
export function isPlayableVideoType(contentType: string | null | undefined): boolean {
  return (contentType ?? "").trim().toLowerCase().startsWith("video/");
}
