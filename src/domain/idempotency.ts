/**
 * A 53-bit hash of a text (cyrb53): the same booking body always gives the same value, a changed
 * one almost surely another.
 */
export function hashText(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The Idempotency-Key of a submit: the tab's own random part and the booking body's hash.
 * Sending the same booking again from the tab (a double click, a retry, a reload mid-submit)
 * repeats the key, so the server books once; a changed booking or another tab gets a new key.
 */
export function idempotencyKey(tabSalt: string, body: string): string {
  return `${tabSalt}-${hashText(body)}`;
}
