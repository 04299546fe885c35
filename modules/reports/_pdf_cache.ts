// Printed PDFs kept in memory, at most `maxBytes` of them: a report opened again (the customer's second
// look, the shop's reprint) is answered without Chromium. The least recently used go first.
export class PdfCache {
  // A Map keeps insertion order: re-inserting on every hit makes its first key the least recently used.
  #entries = new Map<string, Uint8Array<ArrayBuffer>>();
  #bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const pdf = this.#entries.get(key);
    if (pdf) {
      this.#entries.delete(key);
      this.#entries.set(key, pdf);
    }
    return pdf;
  }

  set(key: string, pdf: Uint8Array<ArrayBuffer>): void {
    this.delete(key);
    // One PDF larger than the whole cache would only push everything else out and be dropped itself.
    if (pdf.byteLength > this.maxBytes) return;
    this.#entries.set(key, pdf);
    this.#bytes += pdf.byteLength;
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const pdf = this.#entries.get(key);
    if (!pdf) return;
    this.#entries.delete(key);
    this.#bytes -= pdf.byteLength;
  }
}
