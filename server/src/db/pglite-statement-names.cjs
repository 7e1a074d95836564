// PGlite is one session, but the pg pool opens several connections to it, and each prepares its
// statements by name (the jobs pages do) as if it had a session of its own: a second connection
// preparing the same name would fail with 42P05 "prepared statement already exists", and a
// statement left by a closed connection would clash with the next. So each connection's names are
// given its own prefix on the way in, and deallocated when the connection ends.
'use strict';

const PARSE = 0x50; // 'P': name, query, parameter types
const BIND = 0x42; // 'B': portal, statement, ...
const DESCRIBE = 0x44; // 'D': 'S' or 'P', name
const CLOSE = 0x43; // 'C': 'S' or 'P', name
const STATEMENT = 0x53; // 'S'

const encoder = new TextEncoder();

/** Where a message's statement name starts, or -1 when it names no statement. */
function statementNameAt(bytes, start) {
  const body = start + 5;
  switch (bytes[start]) {
    case PARSE:
      return body;
    case BIND:
      return bytes.indexOf(0, body) + 1;
    case DESCRIBE:
    case CLOSE:
      return bytes[body] === STATEMENT ? body + 1 : -1;
    default:
      return -1;
  }
}

/**
 * A batch of frontend messages with every named statement given `prefix`; the names a Parse
 * creates are added to `prepared`. A startup message (no type byte) passes unchanged.
 * @param {Uint8Array} bytes
 * @param {string} prefix
 * @param {Set<string>} prepared
 */
function scopeStatementNames(bytes, prefix, prepared) {
  if (bytes.length === 0 || bytes[0] === 0) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = encoder.encode(prefix);
  const parts = [];
  let renamed = false;
  for (let start = 0; start < bytes.length;) {
    const end = start + 1 + view.getInt32(start + 1);
    const nameAt = statementNameAt(bytes, start);
    if (nameAt > 0 && nameAt < end && bytes[nameAt] !== 0) {
      const header = new Uint8Array(5);
      header[0] = bytes[start];
      new DataView(header.buffer).setInt32(1, end - start - 1 + tag.length);
      parts.push(header, bytes.subarray(start + 5, nameAt), tag, bytes.subarray(nameAt, end));
      if (bytes[start] === PARSE) {
        const name = Buffer.from(bytes.subarray(nameAt, bytes.indexOf(0, nameAt))).toString();
        prepared.add(prefix + name);
      }
      renamed = true;
    } else parts.push(bytes.subarray(start, end));
    start = end;
  }
  if (!renamed) return bytes;
  const scoped = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    scoped.set(part, offset);
    offset += part.length;
  }
  return scoped;
}

/** The prefix of one connection's statement names. */
const statementPrefix = (connection) => `c${connection}_`;

/**
 * The statements that free a connection's names when it ends, one simple query each, so that a
 * name whose Parse had failed (an error) does not keep the others from being freed.
 */
const deallocations = (prepared) =>
  [...prepared].map((name) => `DEALLOCATE "${name.replaceAll('"', '""')}"`);

module.exports = { scopeStatementNames, statementPrefix, deallocations };
