import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITY_LABELS, AUDIT_ENTITY_TYPES } from '@triage/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { ALL, hasFilters, withFilter, type AuditFilterState } from '../lib/audit-filters';

interface AuditFilterBarProps {
  filters: AuditFilterState;
  onChange: (filters: AuditFilterState) => void;
}

/** Search (after a pause in typing), entity type and action; 'Clear filters' resets them. */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const [text, setText] = useState(filters.q);
  // The last search sent; a different filters.q came from elsewhere (e.g. 'Clear filters').
  const sent = useRef(filters.q);
  useEffect(() => {
    if (filters.q === sent.current) return;
    sent.current = filters.q;
    setText(filters.q);
  }, [filters.q]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onChange(withFilter(filters, { q: text }));
    }, 300);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="flex flex-wrap items-center gap-3" role="search" aria-label="Filter the audit log">
      <div className="relative min-w-56 flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          aria-label="Search the audit log"
          placeholder="Search summaries and ids..."
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="pl-9"
        />
      </div>
      <Select value={filters.entityType} onValueChange={(v) => onChange(withFilter(filters, { entityType: v }))}>
        <SelectTrigger aria-label="Entity type" className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All types</SelectItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {AUDIT_ENTITY_LABELS[type]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.action} onValueChange={(v) => onChange(withFilter(filters, { action: v }))}>
        <SelectTrigger aria-label="Action" className="w-40">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All actions</SelectItem>
          {AUDIT_ACTIONS.map((action) => (
            <SelectItem key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hasFilters(filters) && (
        <Button variant="ghost" onClick={() => onChange(withFilter(filters, { q: '', entityType: ALL, action: ALL }))}>
          <X aria-hidden />
          Clear filters
        </Button>
      )}
    </div>
  );
}
