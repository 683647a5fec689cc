/**
 * Reads a SQL script (a pg_dump) the way psql does: statements end at a `;`
 * outside quotes and comments, and a psql meta-command (`\restrict …`) is a
 * backslash at the start of a statement, never one inside a value. The old
 * restore dropped every line starting with `\`, which cut values holding a
 * newline followed by a backslash in half (RL-02).
 *
 * Knows: '…' literals ('' inside; backslash escapes too after
 * `SET standard_conforming_strings = off`, as PostgreSQL reads them), E'…' literals,
 * "…" identifiers, $tag$…$tag$ bodies, -- and nested /* *\/ comments.
 */

export interface ScriptPart {
  kind: "statement" | "meta";
  text: string;
}

const isIdentChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_$]/u.test(ch);

/**
 * A script read piece by piece (RL-13: a restore streams its file): `push` takes the next piece and
 * answers the statements it completed; `end` answers what is left. A statement is answered only once
 * its `;` (or, for a meta-command, its line's end) is in the text read, so a piece may end anywhere,
 * in a value or a comment included: an unfinished construct waits for the next piece.
 */
export class SqlScriptReader {
  private text = "";
  private standardStrings = true;

  push(piece: string): ScriptPart[] {
    this.text += piece;
    return this.scan(false);
  }

  end(): ScriptPart[] {
    return this.scan(true);
  }

  private scan(final: boolean): ScriptPart[] {
    const sql = this.text;
    const parts: ScriptPart[] = [];
    let start = 0;
    let i = 0;
    const n = sql.length;
    const flush = (end: number) => {
      const text = sql.slice(start, end);
      if (text.trim() !== "") parts.push({ kind: "statement", text });
      const setting = /^\s*SET\s+standard_conforming_strings\s*(?:=|TO)\s*'?(on|off)'?\s*;/i.exec(text);
      if (setting) this.standardStrings = setting[1]?.toLowerCase() === "on";
      start = end;
    };
    /** Only whitespace and comments since the last statement ended. */
    const atStatementStart = () => sql.slice(start, i).replace(/--[^\n]*|\s+/g, "") === "";

    while (i < n) {
      const ch = sql[i];
      const next = sql[i + 1];
      if (ch === "\\" && atStatementStart()) {
        // A meta-command runs to the end of its line.
        const end = sql.indexOf("\n", i);
        if (end === -1 && !final) break;
        const stop = end === -1 ? n : end;
        if (sql.slice(start, i).trim() !== "") parts.push({ kind: "statement", text: sql.slice(start, i) });
        parts.push({ kind: "meta", text: sql.slice(i, stop) });
        i = start = stop === n ? n : stop + 1;
        continue;
      }
      if (ch === "-" && next === "-") {
        const end = sql.indexOf("\n", i);
        i = end === -1 ? n : end + 1;
        continue;
      }
      if (ch === "/" && next === "*") {
        let depth = 1;
        i += 2;
        while (i < n && depth > 0) {
          if (sql[i] === "/" && sql[i + 1] === "*") {
            depth++;
            i += 2;
          } else if (sql[i] === "*" && sql[i + 1] === "/") {
            depth--;
            i += 2;
          } else i++;
        }
        continue;
      }
      if (ch === "'") {
        // E'…' (escape string) when the quote follows a lone E/e.
        const escape =
          !this.standardStrings || ((sql[i - 1] === "E" || sql[i - 1] === "e") && !isIdentChar(sql[i - 2]));
        i++;
        while (i < n) {
          if (escape && sql[i] === "\\") i += 2;
          else if (sql[i] === "'" && sql[i + 1] === "'") i += 2;
          else if (sql[i] === "'") break;
          else i++;
        }
        i++;
        continue;
      }
      if (ch === '"') {
        i++;
        while (i < n) {
          if (sql[i] === '"' && sql[i + 1] === '"') i += 2;
          else if (sql[i] === '"') break;
          else i++;
        }
        i++;
        continue;
      }
      if (ch === "$" && !isIdentChar(sql[i - 1])) {
        const tag = /^\$([\p{L}_][\p{L}\p{N}_]*)?\$/u.exec(sql.slice(i, i + 64))?.[0];
        if (tag) {
          const end = sql.indexOf(tag, i + tag.length);
          i = end === -1 ? n : end + tag.length;
          continue;
        }
      }
      if (ch === ";") {
        i++;
        flush(i);
        continue;
      }
      i++;
    }
    // What follows the last complete statement waits for the next piece (a lookahead past the text
    // read never ends a statement: a `;` can only be found before it), or ends the script.
    if (final) flush(n);
    this.text = sql.slice(start);
    return parts;
  }
}

export function splitSqlScript(sql: string): ScriptPart[] {
  const reader = new SqlScriptReader();
  return [...reader.push(sql), ...reader.end()];
}

/**
 * A dump as one script any PostgreSQL from 15 on runs: psql meta-commands
 * (`\restrict`, `\unrestrict`) and settings newer servers invent
 * (`SET transaction_timeout`, PostgreSQL 17+) are left out; every other byte,
 * values included, stays as pg_dump wrote it.
 */
function portableStatements(sql: string): string[] {
  return splitSqlScript(sql)
    .filter(isPortable)
    .map((part) => part.text);
}

/** Not a meta-command, nor a setting only newer servers know. */
const isPortable = (part: ScriptPart) =>
  part.kind === "statement" && !/^\s*SET\s+transaction_timeout\b/i.test(part.text);

/** The portable statements of a script read piece by piece (a file's stream), as they complete (RL-13). */
export async function* streamedStatements(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  const reader = new SqlScriptReader();
  for await (const piece of pieces) for (const part of reader.push(piece)) if (isPortable(part)) yield part.text;
  for (const part of reader.end()) if (isPortable(part)) yield part.text;
}

export function portableDump(sql: string): string {
  return portableStatements(sql).join("");
}
