/** A generated document: a label or a manifest. */
export interface StoredFile {
  name: string;
  bytes: Buffer;
  createdAt: number;
}

/**
 * The PDFs the sandbox generated, served at `/sandbox/files/<name>` (where Shiprocket's answers
 * point at its storage bucket), without auth like those public links.
 */
export class FileStore {
  private readonly files = new Map<string, StoredFile>();

  /** Keeps `bytes` under `name` (replacing an older one) and answers its path. */
  put(name: string, bytes: Buffer): string {
    this.files.set(name, { name, bytes, createdAt: Date.now() });
    return `/sandbox/files/${encodeURIComponent(name)}`;
  }

  get(name: string): StoredFile | undefined {
    return this.files.get(name);
  }
}
