/**
 * Hands a file made in the page (an export fetched with the session's token) to the browser as
 * a download: a link to the blob with `download`, clicked once and removed.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
