import type { Page } from '@playwright/test';
import type { Rule } from '@triage/contracts';
import { api } from './api';

/** A rule's card on the Tagging Rules screen, by its name. */
export const card = (page: Page, name: string) =>
  page.getByTestId('rule-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
export const rules = (page: Page) => api<Rule[]>(page, 'GET', '/api/v1/rules');
export const createRule = (page: Page, body: Record<string, unknown>) => api<Rule>(page, 'POST', '/api/v1/rules', body);
/** The names of the given rules in the order the server keeps them. */
export const serverOrder = async (page: Page, names: string[]) => (await rules(page)).map((r) => r.name).filter((n) => names.includes(n));
