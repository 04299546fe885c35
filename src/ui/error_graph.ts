// Turns what a page error carries (the ErrorEvent, the thrown value, its causes) into JSON text for the
// error report. Such graphs can be huge (an event reaches the whole DOM through its target), so the walk
// stops after SERIALISE_BUDGET_MS (seed 001: 1000 ms) and the output says it was cut; cycles, depth and
// wide objects are cut too.

export const SERIALISE_BUDGET_MS = 1000;
const MAX_DEPTH = 5;
const MAX_ENTRIES = 50;

export interface SerialisedGraph {
  text: string;
  truncated: boolean;
}

export function serialiseErrorGraph(
  value: unknown,
  options: { budgetMs?: number; now?: () => number } = {},
): SerialisedGraph {
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.budgetMs ?? SERIALISE_BUDGET_MS);
  const seen = new Set<object>();
  let truncated = false;

  function walk(node: unknown, depth: number): unknown {
    if (truncated || now() > deadline) {
      truncated = true;
      return "[Truncated]";
    }
    if (node === null || typeof node === "string" || typeof node === "boolean") return node;
    if (typeof node === "number") return Number.isFinite(node) ? node : String(node);
    if (node === undefined) return "[undefined]";
    if (typeof node === "bigint") return `${node}n`;
    if (typeof node === "symbol") return node.toString();
    if (typeof node === "function") return `[Function ${node.name || "anonymous"}]`;
    const object = node as Record<string, unknown>;
    if (seen.has(object)) return "[Circular]";
    if (typeof Node !== "undefined" && object instanceof Node) return describeNode(object);
    if (typeof Window !== "undefined" && object instanceof Window) return "[Window]";
    if (depth >= MAX_DEPTH) return Array.isArray(object) ? "[Array]" : "[Object]";
    seen.add(object);
    if (Array.isArray(object)) {
      const items = object.slice(0, MAX_ENTRIES).map((item) => walk(item, depth + 1));
      if (object.length > MAX_ENTRIES) items.push(`[${object.length - MAX_ENTRIES} more]`);
      return items;
    }
    const out: Record<string, unknown> = {};
    // An Error's name, message and stack are not enumerable; an Event's fields are inherited getters.
    const keys = new Set<string>(object instanceof Error ? ["name", "message", "stack", "cause"] : []);
    for (const key in object) keys.add(key);
    let count = 0;
    for (const key of keys) {
      if (count++ === MAX_ENTRIES) {
        out["[more]"] = `${keys.size - MAX_ENTRIES} more`;
        break;
      }
      let field: unknown;
      try {
        field = object[key];
      } catch {
        field = "[Unreadable]";
      }
      if (field !== undefined || key !== "cause") out[key] = walk(field, depth + 1);
    }
    return out;
  }

  const walked = walk(value, 0);
  const result = truncated
    ? {
      truncated: `Serialisation stopped after ${options.budgetMs ?? SERIALISE_BUDGET_MS} ms.`,
      value: walked,
    }
    : walked;
  return { text: JSON.stringify(result) ?? "null", truncated };
}

function describeNode(node: Node): string {
  const element = node as Element;
  const id = element.id ? `#${element.id}` : "";
  return `[${node.nodeName.toLowerCase()}${id}]`;
}
