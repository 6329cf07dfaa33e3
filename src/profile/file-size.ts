/** File sizes in messages, and the one wording for a file refused as too large. */
const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A file size as messages print it: "812 bytes", "300 KiB", "2.0 MB" (binary units). Rounded up, so a file
 * just over a limit never prints as the limit itself.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KIB) return `${bytes} bytes`;
  if (bytes < MIB) return `${Math.ceil(bytes / KIB)} KiB`;
  return `${(Math.ceil((bytes / MIB) * 10) / 10).toFixed(1)} MB`;
}

/** "the file is 2.0 MB; profiles larger than 256 KiB are refused": one wording for every file read. */
export function tooLargeMessage(size: number, files: string, limit: number): string {
  return `the file is ${formatFileSize(size)}; ${files} larger than ${formatFileSize(limit)} are refused`;
}
