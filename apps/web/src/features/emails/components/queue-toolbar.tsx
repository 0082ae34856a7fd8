import { Keyboard, Search } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { RecommendationSort } from '../api/get-recommendations';

interface QueueToolbarProps {
  sort: RecommendationSort;
  onSortChange: (sort: RecommendationSort) => void;
  query: string;
  onQueryChange: (query: string) => void;
  searchRef: Ref<HTMLInputElement>;
  onShowShortcuts: () => void;
}

/** 'Email Training Queue' heading, '/' search over the loaded emails, sort select. */
export function QueueToolbar({ sort, onSortChange, query, onQueryChange, searchRef, onShowShortcuts }: QueueToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold tracking-tight">Email Training Queue</h2>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative">
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            ref={searchRef}
            type="search"
            aria-label="Search emails"
            placeholder="Search loaded emails..."
            className="w-60 pl-8 pr-8"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
          />
          {!query && <Kbd className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2">/</Kbd>}
        </div>
        <Select value={sort} onValueChange={(v) => onSortChange(v as RecommendationSort)}>
          <SelectTrigger aria-label="Sort emails" className="w-40">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="default">Default Order</SelectItem>
            <SelectItem value="priority">Task Priority</SelectItem>
          </SelectContent>
        </Select>
        <Button variant="outline" size="icon" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={onShowShortcuts}>
          <Keyboard aria-hidden />
        </Button>
      </div>
    </div>
  );
}
