// At most `limit` PDFs printed at once: each open page costs Chromium memory and a CPU, and a burst of
// reports opened together (a shop sending a day's reports) should queue rather than swap the machine.
export class RenderSlots {
  #busy = 0;
  #waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy >= this.limit) {
      const turn = Promise.withResolvers<void>();
      this.#waiting.push(turn.resolve);
      await turn.promise;
    } else {
      this.#busy++;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so #busy only drops when nobody waits.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy--;
    }
  }
}
