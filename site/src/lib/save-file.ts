/** Hands a text to the browser as a downloaded file (no server round trip: the lines are already here). */
export function saveTextFile(fileName: string, text: string): void {
  saveBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}

/** Hands any content already in memory (a fetched file) to the browser as a download named `fileName`. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
