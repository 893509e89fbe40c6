import { STORAGE } from '../../api/client.js';

/**
 * Downloads one of the order's PDFs (its invoice, a credit note): the API wants the bearer
 * token, which a plain link does not send, so the file is fetched and handed to the browser as
 * a download, named as the server names it (else `fallbackName`).
 */
export async function downloadPdf(path: string, fallbackName: string): Promise<void> {
  const token = localStorage.getItem(STORAGE.userToken);
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`Download failed (${res.status})`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
