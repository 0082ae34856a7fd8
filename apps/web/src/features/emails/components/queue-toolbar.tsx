import { Keyboard, LayoutList, Rows3, Search } from 'lucide-react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Kbd } from '@/components/ui/kbd';
import { SelectOnDemand } from '@/components/ui/select-on-demand';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import type { RecommendationSort } from '../api/get-recommendations';
import type { QueueDensity } from '../hooks/use-queue-density';

interface QueueToolbarProps {
  sort: RecommendationSort;
  onSortChange: (sort: RecommendationSort) => void;
  query: string;
  onQueryChange: (query: string) => void;
  searchRef: Ref<HTMLInputElement>;
  onShowShortcuts: () => void;
  density: QueueDensity;
  onDensityChange: (density: QueueDensity) => void;
  allSelected: boolean;
  someSelected: boolean;
  onSelectAll: (all: boolean) => void;
}

const SORT_OPTIONS = [
  { value: 'default', label: 'Default Order' },
  { value: 'priority', label: 'Task Priority' },
] as const;

/** 'Email Training Queue' heading, select all, '/' search over the loaded emails, sort, density. */
export function QueueToolbar(props: QueueToolbarProps) {
  const { sort, onSortChange, query, onQueryChange, searchRef, onShowShortcuts, density, onDensityChange } = props;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex items-center gap-3">
        {density === 'compact' && (
          <Checkbox
            aria-label="Select all emails on this page"
            className="ml-2 size-5 sm:size-4"
            checked={props.allSelected ? true : props.someSelected ? 'indeterminate' : false}
            onCheckedChange={() => props.onSelectAll(!props.allSelected)}
          />
        )}
        <h2 className="text-xl font-semibold tracking-tight">Email Training Queue</h2>
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
        <div className="relative min-w-0 flex-1 basis-full sm:flex-none sm:basis-auto">
          <Search className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            ref={searchRef}
            type="search"
            aria-label="Search emails"
            placeholder="Search loaded emails..."
            className="w-full pl-8 pr-8 sm:w-60"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
          />
          {!query && <Kbd className="pointer-events-none absolute right-2 top-1/2 -translate-y-1/2">/</Kbd>}
        </div>
        <SelectOnDemand
          aria-label="Sort emails"
          className="w-40"
          value={sort}
          onValueChange={(v) => onSortChange(v as RecommendationSort)}
          options={SORT_OPTIONS}
        />
        <ToggleGroup type="single" value={density} onValueChange={(v) => onDensityChange(v as QueueDensity)} aria-label="Density">
          <ToggleGroupItem value="compact" aria-label="Compact" title="Compact list">
            <LayoutList aria-hidden />
          </ToggleGroupItem>
          <ToggleGroupItem value="comfortable" aria-label="Comfortable" title="Comfortable cards">
            <Rows3 aria-hidden />
          </ToggleGroupItem>
        </ToggleGroup>
        <Button variant="outline" size="icon" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={onShowShortcuts}>
          <Keyboard aria-hidden />
        </Button>
      </div>
    </div>
  );
}
