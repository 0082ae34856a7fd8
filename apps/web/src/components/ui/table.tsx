import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Below 768 px a table becomes a list: each row a block, each cell a line with its column's name
 * (copied from the header into data-label after every render, so callers need not repeat it).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const names = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        const name = (cell as HTMLTableCellElement).colSpan > 1 ? '' : (names[i] ?? '');
        if (cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
      });
    }
  });
  return (
    <div className="relative w-full overflow-x-auto rounded-xl border bg-card shadow-sm max-md:overflow-x-visible">
      <table ref={ref} className={cn('w-full caption-bottom text-sm max-md:block', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b max-md:sr-only', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0 max-md:block', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/50 max-md:block max-md:py-2', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th className={cn('h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground', className)} {...props} />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn(
        'px-3 py-2.5 align-middle',
        'max-md:flex max-md:min-w-0 max-md:items-start max-md:justify-between max-md:gap-3 max-md:py-1 max-md:text-right max-md:[overflow-wrap:anywhere]',
        'max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
        // A cell with nothing in it would show its column's name alone.
        'max-md:empty:hidden',
        className,
      )}
      {...props}
    />
  );
}
