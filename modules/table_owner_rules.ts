// The table-ownership rule as pure functions over source text, so modules/table_owners_test.ts can run it
// over the tree and feed it bad examples. A module's SQL may name only the tables and views it owns (its
// tables.ts), and read (from, join) the views published by the modules it depends on; it reads anything
// else through the owner's mod.ts, and writes nothing of another module's.
//
// SQL is found tolerantly, without parsing TypeScript: the text of every template literal (postgres.js
// tagged templates, `sql\`...\``, `tx\`...\``, and the plain constants passed to `.unsafe(...)`) and every
// quoted string given to `.unsafe(...)`. Inside it, a table is a name after from, join, into, update, table,
// references or `delete from`. Only names some module declares count, so CTE names, aliases and columns
// (`from shops_view`, `join lateral (...)`) cannot be taken for a table.

export interface TableUse {
  line: number;
  table: string;
  /** Named after from or join: read, not written. */
  read: boolean;
}

export interface Violation {
  file: string;
  line: number;
  table: string;
  owner: string | null;
}

const TABLE_AFTER =
  /\b(delete\s+from|from|join|into|update|table|references)\s+(?:only\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The SQL-bearing text of a source file: template literal bodies (interpolations blanked) and strings
 * passed to .unsafe(), each with the offset where it starts; comments and other code are skipped. */
export function sqlTexts(source: string): Array<{ start: number; text: string }> {
  const texts: Array<{ start: number; text: string }> = [];
  // Each open template literal: where its text starts and its interpolations so far, blanked when it closes
  // (line breaks kept, so offsets still give line numbers). `braces` holds -1 for a template's text and a
  // depth of braces for the code of an interpolation.
  const templates: Array<{ start: number; holes: Array<[number, number]>; holeStart: number }> = [];
  const braces: number[] = [];
  let i = 0;
  const n = source.length;
  const inTemplate = () => braces.length > 0 && braces[braces.length - 1] === -1;

  const readQuoted = (quote: string) => {
    const start = i;
    i++;
    while (i < n && source[i] !== quote && source[i] !== "\n") i += source[i] === "\\" ? 2 : 1;
    i++;
    return { start: start + 1, text: source.slice(start + 1, i - 1) };
  };

  // Reads template text from i (just after ` or }) up to the closing ` or the next ${.
  const readTemplateText = () => {
    const top = templates[templates.length - 1];
    while (i < n) {
      const c = source[i];
      if (c === "\\") i += 2;
      else if (c === "`") {
        let text = source.slice(top.start, i);
        for (const [from, to] of top.holes) {
          const blank = source.slice(from, to).replace(/[^\n]/g, " ");
          text = text.slice(0, from - top.start) + blank + text.slice(to - top.start);
        }
        texts.push({ start: top.start, text });
        i++;
        templates.pop();
        braces.pop();
        return;
      } else if (c === "$" && source[i + 1] === "{") {
        top.holeStart = i;
        i += 2;
        braces.push(0);
        return;
      } else i++;
    }
  };

  let lastSignificant = "";
  while (i < n) {
    if (inTemplate()) {
      readTemplateText();
      continue;
    }
    const c = source[i];
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      while (i < n && source[i] !== "\n") i++;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "/" && /[(,=:[!&|?{};+\-*%<>~^]|^$|return$/.test(lastSignificant)) {
      // A regular expression literal: skipped, so its quotes and backticks do not open a string.
      i++;
      let inClass = false;
      while (i < n && source[i] !== "\n" && (inClass || source[i] !== "/")) {
        if (source[i] === "\\") i++;
        else if (source[i] === "[") inClass = true;
        else if (source[i] === "]") inClass = false;
        i++;
      }
      i++;
      lastSignificant = "/";
    } else if (c === "'" || c === '"') {
      const quoted = readQuoted(c);
      if (/\.unsafe\(\s*$/.test(source.slice(Math.max(0, quoted.start - 40), quoted.start - 1))) {
        texts.push(quoted);
      }
      lastSignificant = "s";
    } else if (c === "`") {
      i++;
      templates.push({ start: i, holes: [], holeStart: i });
      braces.push(-1);
      lastSignificant = "s";
    } else if (c === "{" && braces.length > 0) {
      braces[braces.length - 1]++;
      i++;
      lastSignificant = "{";
    } else if (c === "}" && braces.length > 0) {
      if (braces[braces.length - 1] === 0) {
        braces.pop();
        const top = templates[templates.length - 1];
        top.holes.push([top.holeStart, i + 1]);
      } else braces[braces.length - 1]--;
      i++;
      lastSignificant = "}";
    } else {
      if (/\w/.test(c)) {
        const word = /^\w+/.exec(source.slice(i, i + 40))![0];
        i += word.length;
        lastSignificant = word === "return" || word === "typeof" ? "return" : "w";
        continue;
      }
      if (!/\s/.test(c)) lastSignificant = c;
      i++;
    }
  }
  return texts;
}

/** The known tables and views a file's SQL names, with their line numbers. */
export function tablesNamed(source: string, known: ReadonlySet<string>): TableUse[] {
  const found: Array<{ offset: number; table: string; read: boolean }> = [];
  for (const { start, text } of sqlTexts(source)) {
    for (const match of text.matchAll(TABLE_AFTER)) {
      const table = match[2].toLowerCase();
      const read = /^(from|join)$/i.test(match[1]);
      if (known.has(table)) found.push({ offset: start + match.index!, table, read });
    }
  }
  return found.sort((a, b) => a.offset - b.offset)
    .map(({ offset, table, read }) => ({ line: source.slice(0, offset).split("\n").length, table, read }));
}

/** Each table's owner, and the tables declared by more than one owner. */
export function ownersOf(declared: Record<string, readonly string[]>): {
  owners: Map<string, string>;
  twice: string[];
} {
  const owners = new Map<string, string>();
  const twice: string[] = [];
  for (const [owner, tables] of Object.entries(declared)) {
    for (const table of tables) {
      const first = owners.get(table);
      if (first !== undefined) twice.push(`${table} is declared by ${first} and ${owner}`);
      else owners.set(table, owner);
    }
  }
  return { owners, twice };
}

export interface Ownership {
  /** Each table's and view's owner. */
  owners: ReadonlyMap<string, string>;
  /** The views their owners publish for the modules above to read. */
  views: ReadonlySet<string>;
  /** The owners each owner may read from: its declared dependencies. */
  readsFrom: (owner: string) => readonly string[];
}

/** The uses of tables and views the file's owner may not name: another's table, or another's view
 * written, or read without a declared dependency on its owner. */
export function checkTableUses(file: string, owner: string, source: string, rules: Ownership): Violation[] {
  const mayName = (use: TableUse) => {
    const tableOwner = rules.owners.get(use.table)!;
    if (tableOwner === owner) return true;
    return use.read && rules.views.has(use.table) && rules.readsFrom(owner).includes(tableOwner);
  };
  return tablesNamed(source, new Set(rules.owners.keys()))
    .filter((use) => !mayName(use))
    .map((use) => ({ file, line: use.line, table: use.table, owner: rules.owners.get(use.table) ?? null }));
}

/** The tables and views a set of migrations creates (lower case, in order of first creation). */
export function tablesCreated(migrationSql: string): string[] {
  const created = new Set<string>();
  const dropped = /\bdrop\s+(?:table|view)\s+(?:if\s+exists\s+)?([a-z_][a-z0-9_]*)/gi;
  const create =
    /\bcreate\s+(?:or\s+replace\s+)?(?:table|view|materialized\s+view)\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi;
  const events: Array<{ at: number; name: string; made: boolean }> = [];
  const text = migrationSql.replace(/--[^\n]*/g, "");
  for (const m of text.matchAll(create)) events.push({ at: m.index!, name: m[1].toLowerCase(), made: true });
  for (const m of text.matchAll(dropped)) {
    events.push({ at: m.index!, name: m[1].toLowerCase(), made: false });
  }
  for (const event of events.sort((a, b) => a.at - b.at)) {
    if (event.made) created.add(event.name);
    else created.delete(event.name);
  }
  return [...created];
}
