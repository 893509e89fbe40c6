import { useEffect, useRef, type ReactNode } from 'react';
import DialogClose from '../../components/content/DialogClose.js';

/**
 * A dialog of the order's changes (issue 33), as the claims' is: centred on wide screens, a
 * sheet from the bottom on phones, the page behind it inert. Escape or the close button closes
 * it and the browser gives focus back to the button that opened it. Its heading has focus
 * first, or with `focusHeading` false its first field (a form, ready to type in).
 */
export default function ChangeSheet({
  id,
  heading,
  onClose,
  focusHeading = true,
  children,
}: {
  /** the dialog's test id, and its heading's id (`<id>-heading`) */
  id: string;
  heading: string;
  onClose: () => void;
  focusHeading?: boolean;
  /** the content, given the dialog's close() for its own buttons */
  children: (close: () => void) => ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // showModal() focuses the first thing it can (the heading): a form's first field instead
    if (focusHeading) title.current?.focus();
    else d?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [focusHeading]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-heading`}
      data-testid={id}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-xl overflow-y-auto overscroll-contain rounded-2xl bg-white p-6 text-gray-800 shadow-xl backdrop:bg-gray-900/50 max-sm:mb-0 max-sm:max-h-[92dvh] max-sm:w-full max-sm:max-w-full max-sm:rounded-b-none max-sm:px-4 max-sm:pt-3 max-sm:pb-6 sm:p-8"
    >
      {/* the sheet's grip, as phones draw one */}
      <span
        aria-hidden="true"
        className="mx-auto mb-3 block h-1 w-10 rounded-full bg-gray-300 sm:hidden"
      />
      <div className="mb-4 flex items-start gap-3">
        <h2
          ref={title}
          id={`${id}-heading`}
          tabIndex={-1}
          className="min-w-0 flex-1 text-lg font-bold text-gray-900 focus:outline-none"
        >
          {heading}
        </h2>
        <DialogClose onClose={close} />
      </div>
      {children(close)}
    </dialog>
  );
}
