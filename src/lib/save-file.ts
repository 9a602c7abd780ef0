/** Saves a file the way a download link does (no new window, no address with data in it). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
