import { toast } from 'sonner';

/** SPEC §8 "Login and register": every server message as an error toast, else the fallback. */
export function toastAuthErrors(messages: string[] | undefined): void {
  const list = messages?.filter((m) => m.trim() !== '') ?? [];
  for (const m of list.length ? list : ['Login failed. Please try again.']) toast.error(m);
}
