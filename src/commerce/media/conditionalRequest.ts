/** Conditional GET (RFC 9110 §13): whether the client's copy is still current. */

/** Strips the weak marker: If-None-Match compares weakly (RFC 9110 §13.1.2). */
function opaqueTag(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  current: { etag: string; lastModified: Date },
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  // When both are sent, If-None-Match decides and If-Modified-Since is ignored (RFC 9110 §13.1.3).
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const wanted = opaqueTag(current.etag);
    return ifNoneMatch.split(',').some((tag) => opaqueTag(tag.trim()) === wanted);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds; compare at that precision or a sub-second mtime never matches.
  return !Number.isNaN(since) && Math.floor(current.lastModified.getTime() / 1000) * 1000 <= since;
}
