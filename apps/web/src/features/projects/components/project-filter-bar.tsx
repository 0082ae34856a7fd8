import { PROJECT_CONTEXTS, PROJECT_STATUSES, PROJECT_STATUS_LABELS } from '@triage/contracts';
import { X } from 'lucide-react';
import { useState } from 'react';
import { PRIORITY_OPTIONS } from '@/components/priority-options';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FILTER_FIELDS, FILTER_LABELS, isChoiceFilter, statusLabel, type FilterField, type ProjectFilters } from '../lib/project-table';

const CHOICES: Partial<Record<FilterField, { value: string; label: string }[]>> = {
  status: PROJECT_STATUSES.map((s) => ({ value: s, label: PROJECT_STATUS_LABELS[s] })),
  context: PROJECT_CONTEXTS.map((c) => ({ value: c, label: c })),
  defaultPriority: PRIORITY_OPTIONS,
};

const ANY = '__any__';

interface ProjectFilterBarProps {
  filters: ProjectFilters;
  onFilterChange: (field: FilterField, value: string) => void;
  onClearAll: () => void;
}

const chipText = (field: FilterField, value: string) => `${FILTER_LABELS[field]}: ${field === 'status' ? statusLabel(value) : value}`;

/** Pick a filter type, then its value (a list for choices, a text box for the rest). */
export function ProjectFilterBar({ filters, onFilterChange, onClearAll }: ProjectFilterBarProps) {
  const [field, setField] = useState<FilterField>('status');
  const value = filters[field] ?? '';
  const active = FILTER_FIELDS.filter((f) => filters[f]);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Select value={field} onValueChange={(v) => setField(v as FilterField)}>
          <SelectTrigger aria-label="Filter by" className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FILTER_FIELDS.map((f) => (
              <SelectItem key={f} value={f}>
                {FILTER_LABELS[f]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {isChoiceFilter(field) ? (
          <Select value={value || ANY} onValueChange={(v) => onFilterChange(field, v === ANY ? '' : v)}>
            <SelectTrigger aria-label={`${FILTER_LABELS[field]} filter value`} className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{`Any ${FILTER_LABELS[field].toLowerCase()}`}</SelectItem>
              {CHOICES[field]?.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ) : (
          <Input
            aria-label={`${FILTER_LABELS[field]} filter value`}
            placeholder={`Filter by ${FILTER_LABELS[field].toLowerCase()}...`}
            className="w-60"
            value={value}
            onChange={(event) => onFilterChange(field, event.target.value)}
          />
        )}
        <Button variant="ghost" onClick={onClearAll}>
          Clear All
        </Button>
      </div>
      {active.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Active filters">
          {active.map((f) => (
            <li key={f}>
              <Badge variant="secondary" className="gap-1 py-1">
                {chipText(f, filters[f] ?? '')}
                <button
                  type="button"
                  className="cursor-pointer rounded-sm hover:text-foreground"
                  aria-label={`Remove ${FILTER_LABELS[f]} filter`}
                  onClick={() => onFilterChange(f, '')}
                >
                  <X aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
