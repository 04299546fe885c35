// At most `size` pieces of costly work at once, the rest waiting their turn in the order they came: PDFs
// printed by Chromium (each page costs memory and a CPU) and pictures decoded by sharp (a 100 KB PNG can
// unpack to 100 megapixels). Whatever arrives together, the memory it takes is bounded.
export class WorkSlots {
  #busy = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** Runs work once a slot is free, and frees the slot when it settles, however it settles. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy < this.size) this.#busy++;
    else await new Promise<void>((resolve) => this.#waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot overtake it.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy--;
    }
  }
}
