import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('hidden') && element.getAttribute('aria-hidden') !== 'true',
  );
}

interface DialogProps {
  title: string;
  /** Called on Escape, a click on the backdrop, or the close button. */
  onClose: () => void;
  children: ReactNode;
  /** A short text under the title, announced with it. */
  description?: ReactNode;
  /** The element to focus first; by default the first focusable element after the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** While true (a call is running) the dialog cannot be dismissed. */
  dismissDisabled?: boolean;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** `xl` for a photo at the size of the screen (PhotoViewer). */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

/**
 * A modal dialog: labelled by its title, keeps keyboard focus inside, closes on Escape and gives
 * focus back to whatever had it when it opened. Render it only while open.
 */
export function Dialog({
  title,
  onClose,
  children,
  description,
  initialFocusRef,
  dismissDisabled = false,
  role = 'dialog',
  size = 'md',
  footer,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const dismissDisabledRef = useRef(dismissDisabled);

  useEffect(() => {
    closeRef.current = onClose;
    dismissDisabledRef.current = dismissDisabled;
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target =
        initialFocusRef?.current ?? focusableIn(panel).find((element) => !element.dataset.dialogClose) ?? panel;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // The opener may be gone (a deleted row): then focus goes to the page's main content.
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
      else document.getElementById('main-content')?.focus();
    };
    // Focus moves in once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!dismissDisabledRef.current) closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-[70] overflow-y-auto" onKeyDown={handleKeyDown}>
      <div aria-hidden="true" className="fixed inset-0 animate-fade-in bg-slate-900/50 backdrop-blur-[2px]" />
      <div
        className="relative flex min-h-full items-end justify-center p-0 sm:items-center sm:p-6"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget && !dismissDisabledRef.current) closeRef.current();
        }}
      >
        <div
          ref={panelRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          className={`relative flex max-h-[100dvh] w-full ${widths[size]} animate-fade-in flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl ring-1 ring-slate-900/10 focus:outline-none sm:max-h-[calc(100dvh-3rem)] sm:rounded-3xl`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 pt-5 pb-4 sm:px-6">
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-bold text-slate-900">
                {title}
              </h2>
              {description && (
                <div id={descriptionId} className="mt-1 text-sm leading-6 text-slate-600">
                  {description}
                </div>
              )}
            </div>
            <button
              type="button"
              data-dialog-close="true"
              aria-label="Close"
              disabled={dismissDisabled}
              onClick={() => closeRef.current()}
              className="-m-1 rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
          {footer && (
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
              {footer}
            </div>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
